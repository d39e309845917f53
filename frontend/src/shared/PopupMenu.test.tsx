/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { PopupMenu } from './PopupMenu';

function open(onChoose = jest.fn()) {
  render(
    <div>
      <p>elsewhere</p>
      <PopupMenu
        button={{ 'aria-label': 'Sắp xếp' }}
        choices={[
          { key: 'who', label: 'Đã đăng nhập Lan', disabled: true },
          'divider',
          { key: 'new', label: 'Mới nhất' },
          { key: 'cheap', label: 'Giá thấp đến cao', current: true },
          { key: 'dear', label: 'Giá cao đến thấp' },
        ]}
        onChoose={onChoose}
      />
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Sắp xếp' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menu')).toBeNull();
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return { button, onChoose };
}

describe('the plain popup menu of the header and the listing (issue 29)', () => {
  it('opens on the current choice, moves round with the arrows past the disabled one, and chooses', () => {
    const { onChoose } = open();
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(document.activeElement).toBe(item('Giá thấp đến cao'));
    expect(item('Giá thấp đến cao').getAttribute('aria-current')).toBe('true');
    expect((item('Đã đăng nhập Lan') as HTMLButtonElement).disabled).toBe(true);
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Giá cao đến thấp'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Mới nhất'));
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Giá cao đến thấp'));
    fireEvent.click(item('Giá cao đến thấp'));
    expect(onChoose).toHaveBeenCalledWith('dear');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape and on a click elsewhere, choosing nothing', () => {
    const { button, onChoose } = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(onChoose).not.toHaveBeenCalled();
  });
});
