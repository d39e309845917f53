/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { formatVnd, stallRent } from '@tavico/contracts/client';
import { inLanguage } from '../../testing/language';
import { renderScreen } from '../../testing/render';
import { CompanyPage, OrganiserPage } from './CompanyPages';

/** A Vietnamese letter outside the place names the pages keep (Biên Hòa, Đồng Nai, Bình Dương). */
const vietnameseOutsideNames = (text: string) =>
  /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(
    text.replace(/Biên Hòa|Đồng Nai|Bình Dương|Công ty Cổ phần Tavico Home/g, ''),
  );

describe("the company's long pages in English (issue 27)", () => {
  inLanguage('en');

  it('tells the company’s story, its showroom and partners in English', () => {
    const { container } = renderScreen(<CompanyPage />);
    expect(screen.getByRole('heading', { name: 'Showroom' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Partners' })).toBeTruthy();
    expect(screen.getByText(/^Tavico Home grew out of a wish/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Partner 3' })).toBeTruthy();
    expect(vietnameseOutsideNames(container.textContent ?? '')).toBe(false);
  });

  it('sets out the organiser’s model and the stall rent in English', () => {
    const { container } = renderScreen(<OrganiserPage />);
    expect(screen.getByRole('heading', { name: 'Tavico – Organiser of the wholesale market' })).toBeTruthy();
    expect(screen.getByText('per m² per month').previousSibling?.textContent).toBe(
      formatVnd(stallRent.pricePerSquareMetreVnd),
    );
    expect(screen.getByRole('button', { name: 'Ask about renting a stall' })).toBeTruthy();
    expect(vietnameseOutsideNames(container.textContent ?? '')).toBe(false);
  });
});
