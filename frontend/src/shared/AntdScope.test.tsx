/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { theme } from 'antd';
import { AntdScope } from './AntdScope';

const styles = document.createElement('div');

/** The browser answers the reduced-motion query with `reduce` or not. */
function preferring(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** What antd's parts inside the scope are told: motion on or off, and the shop's brown. */
function Told() {
  const { token } = theme.useToken();
  return <output>{`${String(token.motion)} ${token.colorPrimary}`}</output>;
}

const scoped = () =>
  render(
    <StyleProvider container={styles}>
      <AntdScope>
        <Told />
      </AntdScope>
    </StyleProvider>,
  );

describe('antd scope', () => {
  afterEach(() => delete (window as { matchMedia?: unknown }).matchMedia);

  it('lets antd’s drawers and dialogs move for most people', () => {
    preferring(false);
    scoped();
    expect(screen.getByRole('status').textContent).toBe('true #8b5a2b');
  });

  it('turns their motion off for someone who asked for less, keeping the shop’s colours', () => {
    preferring(true);
    scoped();
    expect(screen.getByRole('status').textContent).toBe('false #8b5a2b');
  });
});
