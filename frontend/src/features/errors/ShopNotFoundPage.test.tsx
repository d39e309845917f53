/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderScreen } from '../../testing/render';
import { ShopNotFoundPage } from './ShopNotFoundPage';

function Address() {
  const location = useLocation();
  return <output aria-label="Địa chỉ">{`${location.pathname}${location.search}`}</output>;
}

describe("the shop's not-found page", () => {
  it('says so in its heading and offers the home page, the listing, the contacts and a search', () => {
    renderScreen(<ShopNotFoundPage />, { route: '/khong-co-trang-nay' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ồ! Không tìm thấy trang.');
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Về trang chủ', '/'],
      ['Xem tất cả sản phẩm', '/listing'],
      ['Liên hệ', '/contact'],
    ]);
    expect(screen.getByRole('search', { name: 'Tìm sản phẩm' })).toBeTruthy();
  });

  it('searches for what was typed on the search page', () => {
    renderScreen(
      <>
        <ShopNotFoundPage />
        <Address />
      </>,
      { route: '/khong-co-trang-nay' },
    );
    const box = screen.getByRole('searchbox', { name: 'Tìm sản phẩm' });
    fireEvent.change(box, { target: { value: '  bàn ăn gỗ sồi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    const [path, query] = (screen.getByLabelText('Địa chỉ').textContent ?? '').split('?');
    expect([path, new URLSearchParams(query).get('keyword')]).toEqual(['/search', 'bàn ăn gỗ sồi']);
  });
});
