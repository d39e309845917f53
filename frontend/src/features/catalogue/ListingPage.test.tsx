/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { t } from 'i18next';
import { ApiError } from '../../shared/http';
import { pageOf, productView } from '../../testing/fixtures';
import { Address, renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import type { FilterGroup } from './catalogueApi';
import { ListingPage } from './ListingPage';

const product = (id: string) =>
  productView(id, `Ghế ${id}`, { image: '/p.png', category: 'ghe', description: 'Ghế gỗ', price: 35 });

const address = () => screen.getByTestId('address').textContent;

/** A listing call as the listing asks it: the filters, the sort and the page its address carries. */
function asked(path: string) {
  const query = new URL(path, 'http://shop').searchParams;
  const filters: Record<string, string[]> = {};
  for (const [group, values] of query) if (group !== 'sortBy' && group !== 'page') filters[group] = values.split(',');
  return [filters, query.get('sortBy'), Number(query.get('page') ?? 1)];
}
const listingPath = /^\/api\/shop\/products\/get\?/;
const filtersPath = /^\/api\/shop\/products\/filters/;

/** 150 products, 24 a page, as the server answers them. */
const byPage = (path: string) => {
  const [, , page] = asked(path) as [unknown, unknown, number];
  return pageOf([product(`p${page}`)], { page, limit: 24, total: 150 });
};

const chairGroups: FilterGroup[] = [
  { id: 'category', label: 'Danh mục', options: [{ id: 'ghe', label: 'Ghế', count: 150 }] },
];

/** The server answering the listing with `products` and the filters with `groups`; its calls as the listing asked them. */
function stubListing(products: (path: string) => unknown = byPage, groups: FilterGroup[] = chairGroups) {
  const { calls } = stubServer([
    ['get', listingPath, products],
    ['get', filtersPath, () => ({ success: true, data: groups })],
  ]);
  return {
    listings: () =>
      calls('get')
        .filter(([path]) => listingPath.test(path))
        .map(([path]) => asked(path)),
    facets: () =>
      calls('get')
        .filter(([path]) => filtersPath.test(path))
        .map(([path]) => asked(path)[0]),
  };
}

/** The window as wide as a computer's, or as a phone's (the filters move into a drawer). */
function screenWidth(width: number) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /min-width: (\d+)px/.test(query) && width >= Number(/min-width: (\d+)px/.exec(query)![1]),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** The listing at an address, with the address it then shows (the pager and filters change it). */
const openListing = (route: string) =>
  renderScreen(
    <>
      <ListingPage />
      <Address />
    </>,
    { route },
  );

describe('the listing pages', () => {
  beforeEach(() => {
    screenWidth(1440);
    sessionStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('counts every product that matches, not the page, and opens the page the address names', async () => {
    const { listings } = stubListing();
    openListing('/listing?category=ghe&page=2');
    await screen.findByText('Ghế p2');
    expect(screen.getByText(t('listing.count', { count: 150 }))).toBeTruthy();
    expect(listings()).toEqual([[{ category: ['ghe'] }, 'price-lowtohigh', 2]]);
    expect(screen.getByLabelText('Trang 2').getAttribute('aria-current')).toBe('page');
    expect(screen.getByLabelText('Trang 7')).toBeTruthy();
  });

  it('puts the page chosen in the address, and a new filter goes back to the first page', async () => {
    const { listings } = stubListing();
    openListing('/listing');
    await screen.findByText('Ghế p1');
    fireEvent.click(screen.getByLabelText('Trang sau'));
    await screen.findByText('Ghế p2');
    expect(address()).toBe('/listing?page=2');
    expect(listings().at(-1)).toEqual([{}, 'price-lowtohigh', 2]);

    fireEvent.click(screen.getByText('Ghế (150)'));
    await screen.findByText('Ghế p1');
    expect(address()).toBe('/listing?category=ghe&sortBy=price-lowtohigh');
    expect(listings().at(-1)).toEqual([{ category: ['ghe'] }, 'price-lowtohigh', 1]);
    // Each page and filter asked once.
    expect(listings()).toHaveLength(3);
  });

  it('asks for counts that follow the choices, and shows them as chips that clear', async () => {
    const { listings, facets } = stubListing();
    openListing('/listing?category=ghe&minPrice=100&maxPrice=1500');
    await screen.findByText('Ghế p1');
    expect(facets().at(-1)).toEqual({ category: ['ghe'], minPrice: ['100'], maxPrice: ['1500'] });
    expect(listings().at(-1)).toEqual([
      { category: ['ghe'], minPrice: ['100'], maxPrice: ['1500'] },
      'price-lowtohigh',
      1,
    ]);
    const chips = screen.getByRole('group', { name: 'Bộ lọc đang chọn' });
    expect(chips.textContent).toContain('Ghế');
    // The range reads as every price does, its thousands separated.
    expect(chips.textContent).toContain('$100 – $1,500');
    fireEvent.click(screen.getByLabelText('Bỏ lọc $100 – $1,500'));
    await act(async () => undefined);
    expect(address()).toBe('/listing?category=ghe&sortBy=price-lowtohigh');
    fireEvent.click(screen.getByText('Xóa bộ lọc'));
    await act(async () => undefined);
    expect(address()).toBe('/listing?sortBy=price-lowtohigh');
    expect(screen.queryByRole('group', { name: 'Bộ lọc đang chọn' })).toBeNull();
  });

  it('names a price range given at one end only by that end', async () => {
    stubListing();
    const first = renderScreen(<ListingPage />, { route: '/listing?minPrice=2500' });
    await screen.findByText('Ghế p1');
    expect(screen.getByRole('group', { name: 'Bộ lọc đang chọn' }).textContent).toContain('Từ $2,500');
    first.unmount();

    renderScreen(<ListingPage />, { route: '/listing?maxPrice=1000' });
    await screen.findByText('Ghế p1');
    expect(screen.getByRole('group', { name: 'Bộ lọc đang chọn' }).textContent).toContain('Đến $1,000');
  });

  it('applies a price range, and refuses one that runs backwards', async () => {
    stubListing();
    openListing('/listing');
    await screen.findByText('Ghế p1');
    fireEvent.change(screen.getByLabelText('Giá từ'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Giá đến'), { target: { value: '200' } });
    expect(screen.getByRole('alert').textContent).toBe('Giá từ không được lớn hơn giá đến.');
    fireEvent.change(screen.getByLabelText('Giá đến'), { target: { value: '900' } });
    fireEvent.click(screen.getByText('Áp dụng'));
    await act(async () => undefined);
    expect(address()).toBe('/listing?minPrice=500&maxPrice=900&sortBy=price-lowtohigh');
  });

  it('keeps the filters in a drawer on a phone, opened by Bộ lọc with how many are chosen', async () => {
    screenWidth(390);
    stubListing();
    renderScreen(<ListingPage />, { route: '/listing?category=ghe' });
    await screen.findByText('Ghế p1');
    expect(screen.queryByText('Ghế (150)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Bộ lọc \(1\)/ }));
    await screen.findByText('Ghế (150)');
    expect(screen.getByText('Xem 150 sản phẩm')).toBeTruthy();
  });

  it('shows no pager when everything fits one page', async () => {
    stubListing(() => pageOf([product('p1')], { limit: 24 }));
    renderScreen(<ListingPage />, { route: '/listing' });
    await screen.findByText('Ghế p1');
    expect(screen.getByText(t('listing.count', { count: 1 }))).toBeTruthy();
    expect(screen.queryByLabelText('Trang sau')).toBeNull();
  });

  it('shows its skeleton until the listing answers, and nothing to buy with a count of 0 when it fails', async () => {
    let fail: (error: ApiError) => void = () => undefined;
    stubListing(() => new Promise((_resolve, reject) => (fail = reject)));
    const { container } = renderScreen(<ListingPage />, { route: '/listing' });
    await waitFor(() => expect(container.querySelector('.skeleton')).not.toBeNull());
    await act(async () => fail(new ApiError('down', 503)));
    await waitFor(() => expect(container.querySelector('.skeleton')).toBeNull());
    expect(screen.getByText(t('listing.count', { count: 0 }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm vào giỏ' })).toBeNull();
  });

  it('makes each page of the pager a link to its own address (as the server sends it), turned in place when clicked', async () => {
    const { listings } = stubListing();
    openListing('/listing?category=ghe&page=2');
    await screen.findByText('Ghế p2');
    const link = (name: string) => screen.getByRole('link', { name });
    // A page read without JavaScript pages with these: each keeps the filters, page 1 has no number.
    expect(link('Trang 1').getAttribute('href')).toBe('/listing?category=ghe');
    expect(link('Trang 3').getAttribute('href')).toBe('/listing?category=ghe&page=3');
    expect(link('Trang trước').getAttribute('href')).toBe('/listing?category=ghe');
    expect(link('Trang sau').getAttribute('href')).toBe('/listing?category=ghe&page=3');
    // With it, a click turns the page where it is: the address changes, one listing is read.
    fireEvent.click(link('Trang sau'));
    await screen.findByText('Ghế p3');
    expect(address()).toBe('/listing?category=ghe&page=3');
    expect(listings().at(-1)).toEqual([{ category: ['ghe'] }, 'price-lowtohigh', 3]);
    expect(listings()).toHaveLength(2);
  });
});
