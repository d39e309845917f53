/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Stars } from './Stars';

const drawn = (value: number) => {
  const { container } = render(<Stars value={value} />);
  return {
    full: container.querySelectorAll('.star-full').length,
    half: container.querySelectorAll('.star-half').length,
    all: container.querySelectorAll('.star').length,
  };
};

describe("a rating's stars, shown in plain HTML (issue 29)", () => {
  it('fills to the nearest half star, within none and five', () => {
    expect(drawn(4.5)).toEqual({ full: 4, half: 1, all: 5 });
    expect(drawn(4.26)).toEqual({ full: 4, half: 1, all: 5 });
    expect(drawn(4.24)).toEqual({ full: 4, half: 0, all: 5 });
    expect(drawn(0)).toEqual({ full: 0, half: 0, all: 5 });
    expect(drawn(7)).toEqual({ full: 5, half: 0, all: 5 });
  });
});
