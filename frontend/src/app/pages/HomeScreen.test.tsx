/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { categories, type HomeCatalogueView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { productView } from '../../testing/fixtures';
import { Address, renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { HomeScreen } from './HomeScreen';

const answer = (over: Partial<HomeCatalogueView> = {}) => ({
  success: true,
  data: {
    featured: [
      productView('p1', 'Tủ rượu gỗ gụ', { featured: true, category: 'tu-ke' }),
      productView('p2', 'Ghế thư giãn gỗ óc chó', { featured: true, category: 'ghe', totalStock: 0 }),
    ],
    categories: categories.map((c, i) => ({
      id: c.id,
      label: c.label,
      count: i,
      image: i ? `/cat-${c.id}.webp` : null,
    })),
    ...over,
  },
});

/** The server answering the home page's catalogue with `home` (and no banners); its calls. */
function stubHome(home: () => unknown, banners: () => unknown = () => ({ success: true, data: [] })) {
  return stubServer([
    ['get', '/api/shop/home', home],
    ['get', '/api/common/feature/get', banners],
  ]).calls;
}

describe('the home page sells (issue 19.9)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows every category with its picture and count, linked to its listing, and the admin's showroom", async () => {
    const calls = stubHome(answer);
    renderScreen(
      <>
        <HomeScreen />
        <Address />
      </>,
    );
    // The tiles stand before the answer (nothing moves when it comes), then fill in.
    const tiles = screen.getByText('Danh mục sản phẩm').parentElement!.querySelectorAll('a.category-tile');
    expect([...tiles].map((a) => a.getAttribute('href'))).toEqual(categories.map((c) => `/listing?category=${c.id}`));
    await screen.findByText('6 sản phẩm');
    expect(screen.getByText('0 sản phẩm')).toBeTruthy();
    const pictures = [...document.querySelectorAll('a.category-tile img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(categories.slice(1).map((c) => `/cat-${c.id}.webp`));

    const showroom = screen.getByText('Showroom Gỗ nội thất').parentElement!;
    expect([...showroom.querySelectorAll('.product-card-title')].map((h) => h.textContent)).toEqual([
      'Tủ rượu gỗ gụ',
      'Ghế thư giãn gỗ óc chó',
    ]);
    expect(screen.getByText('Xem tất cả sản phẩm').getAttribute('href')).toBe('/listing');
    // A showroom product opens like any other in the shop; a sold-out one cannot be added.
    fireEvent.click(screen.getByText('Tủ rượu gỗ gụ'));
    expect(screen.getByTestId('address').textContent).toBe('/?product=p1');
    const add = [...showroom.querySelectorAll<HTMLButtonElement>('button.product-card-add')];
    expect(add.map((b) => [b.textContent, b.disabled])).toEqual([
      [i18next.t('product.addToCart'), false],
      [i18next.t('product.outOfStock'), true],
    ]);
    // The categories and the showroom read one answer, asked once.
    expect(calls('get').filter(([path]) => path === '/api/shop/home')).toHaveLength(1);
  });

  it('says the showroom is being arranged when nothing is featured', async () => {
    stubHome(() => answer({ featured: [] }));
    renderScreen(<HomeScreen />);
    await screen.findByText('Showroom đang được sắp xếp lại.');
    expect(document.querySelectorAll('.product-card')).toHaveLength(0);
  });

  it('keeps the page standing without the catalogue when its call fails', async () => {
    stubHome(() => new ApiError('Không kết nối được máy chủ. Vui lòng thử lại!', 0));
    renderScreen(<HomeScreen />);
    await screen.findByText('Showroom đang được sắp xếp lại.');
    const tiles = document.querySelectorAll('a.category-tile');
    expect([...tiles].map((a) => a.textContent?.trim())).toEqual(categories.map((c) => c.label));
    expect(screen.getByText('Những lợi thế của chợ đầu mối')).toBeTruthy();
  });

  it("rotates the admin's banners, or the built-in ones when the server has none or cannot answer", async () => {
    stubHome(answer, () => ({ success: true, data: [{ _id: 'b1', image: '/uploads/b1.webp' }] }));
    const first = renderScreen(<HomeScreen />);
    await waitFor(() => expect(document.querySelector('img[src="/uploads/b1.webp"]')).not.toBeNull());
    expect(document.querySelector('img[src="/images/banner-1.svg"]')).toBeNull();
    first.unmount();
    jest.restoreAllMocks();

    stubHome(answer, () => new ApiError('down', 503));
    renderScreen(<HomeScreen />);
    await waitFor(() => expect(document.querySelector('img[src="/images/banner-1.svg"]')).not.toBeNull());
  });
});
