/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { t } from 'i18next';
import type { ProductView } from '@tavico/contracts/client';
import { useLocation } from 'react-router-dom';
import { pageOf, productView } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { catalogueApi } from './catalogueApi';
import { ListingPage } from './ListingPage';
import { SearchPage } from './SearchPage';

const product = (id: string) =>
  productView(id, `Ghế ${id}`, { image: '/p.png', category: 'ghe', description: 'Ghế gỗ', price: 35 });

/** The address the screen is at, to see what the pager and the filters write into it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

/** 150 products, 24 a page, as the server answers them. */
const byPage = async (_filters: unknown, _sortBy: unknown, page = 1) =>
  pageOf([product(`p${page}`)], { page, limit: 24, total: 150 });

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

describe('the listing pages', () => {
  beforeEach(() => {
    screenWidth(1440);
    sessionStorage.clear();
    jest.spyOn(catalogueApi, 'filters').mockResolvedValue({
      success: true,
      data: [{ id: 'category', label: 'Danh mục', options: [{ id: 'ghe', label: 'Ghế', count: 150 }] }],
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('counts every product that matches, not the page, and opens the page the address names', async () => {
    const products = jest.spyOn(catalogueApi, 'products').mockImplementation(byPage);
    renderScreen(
      <>
        <ListingPage />
        <Address />
      </>,
      { route: '/listing?category=ghe&page=2' },
    );
    await screen.findByText('Ghế p2');
    expect(screen.getByText(t('listing.count', { count: 150 }))).toBeTruthy();
    expect(products).toHaveBeenCalledWith({ category: ['ghe'] }, 'price-lowtohigh', 2);
    expect(screen.getByLabelText('Trang 2').getAttribute('aria-current')).toBe('page');
    expect(screen.getByLabelText('Trang 7')).toBeTruthy();
  });

  it('puts the page chosen in the address, and a new filter goes back to the first page', async () => {
    const products = jest.spyOn(catalogueApi, 'products').mockImplementation(byPage);
    renderScreen(
      <>
        <ListingPage />
        <Address />
      </>,
      { route: '/listing' },
    );
    await screen.findByText('Ghế p1');
    fireEvent.click(screen.getByLabelText('Trang sau'));
    await screen.findByText('Ghế p2');
    expect(address()).toBe('/listing?page=2');
    expect(products).toHaveBeenLastCalledWith({}, 'price-lowtohigh', 2);

    fireEvent.click(screen.getByText('Ghế (150)'));
    await screen.findByText('Ghế p1');
    expect(address()).toBe('/listing?category=ghe&sortBy=price-lowtohigh');
    expect(products).toHaveBeenLastCalledWith({ category: ['ghe'] }, 'price-lowtohigh', 1);
  });

  it('asks for counts that follow the choices, and shows them as chips that clear', async () => {
    const products = jest.spyOn(catalogueApi, 'products').mockImplementation(byPage);
    renderScreen(
      <>
        <ListingPage />
        <Address />
      </>,
      { route: '/listing?category=ghe&minPrice=100&maxPrice=1500' },
    );
    await screen.findByText('Ghế p1');
    expect(catalogueApi.filters).toHaveBeenLastCalledWith({ category: ['ghe'], minPrice: ['100'], maxPrice: ['1500'] });
    expect(products).toHaveBeenLastCalledWith(
      { category: ['ghe'], minPrice: ['100'], maxPrice: ['1500'] },
      'price-lowtohigh',
      1,
    );
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
    jest.spyOn(catalogueApi, 'products').mockImplementation(byPage);
    const first = renderScreen(<ListingPage />, { route: '/listing?minPrice=2500' });
    await screen.findByText('Ghế p1');
    expect(screen.getByRole('group', { name: 'Bộ lọc đang chọn' }).textContent).toContain('Từ $2,500');
    first.unmount();

    renderScreen(<ListingPage />, { route: '/listing?maxPrice=1000' });
    await screen.findByText('Ghế p1');
    expect(screen.getByRole('group', { name: 'Bộ lọc đang chọn' }).textContent).toContain('Đến $1,000');
  });

  it('applies a price range, and refuses one that runs backwards', async () => {
    jest.spyOn(catalogueApi, 'products').mockImplementation(byPage);
    renderScreen(
      <>
        <ListingPage />
        <Address />
      </>,
      { route: '/listing' },
    );
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
    jest.spyOn(catalogueApi, 'products').mockImplementation(byPage);
    renderScreen(<ListingPage />, { route: '/listing?category=ghe' });
    await screen.findByText('Ghế p1');
    expect(screen.queryByText('Ghế (150)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Bộ lọc \(1\)/ }));
    await screen.findByText('Ghế (150)');
    expect(screen.getByText('Xem 150 sản phẩm')).toBeTruthy();
  });

  it('shows no pager when everything fits one page', async () => {
    jest.spyOn(catalogueApi, 'products').mockResolvedValue(pageOf([product('p1')], { limit: 24 }));
    renderScreen(<ListingPage />, { route: '/listing' });
    await screen.findByText('Ghế p1');
    expect(screen.getByText(t('listing.count', { count: 1 }))).toBeTruthy();
    expect(screen.queryByLabelText('Trang sau')).toBeNull();
  });

  it("takes away the server's first screen once it has answered, an empty answer too", async () => {
    for (const list of [[product('p1')], []]) {
      const first = document.body.appendChild(document.createElement('div'));
      first.id = 'first-screen';
      let answer: (page: ReturnType<typeof pageOf<ProductView>>) => void = () => undefined;
      jest.spyOn(catalogueApi, 'products').mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const view = renderScreen(<ListingPage />, { route: '/listing' });
      // Still loading: the first screen stays over the page.
      await waitFor(() => expect(catalogueApi.products).toHaveBeenCalled());
      expect(document.getElementById('first-screen')).not.toBeNull();
      await act(async () => answer(pageOf(list, { limit: 24 })));
      await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
      view.unmount();
      jest.restoreAllMocks();
    }
  });
});

describe('the search pages', () => {
  beforeEach(() =>
    jest.spyOn(catalogueApi, 'filters').mockResolvedValue({
      success: true,
      data: [
        {
          id: 'category',
          label: 'Danh mục',
          options: [
            { id: 'sofa', label: 'Sofa', count: 6 },
            { id: 'ban-tra', label: 'Bàn trà', count: 4 },
          ],
        },
        { id: 'brand', label: 'Thương hiệu', options: [{ id: 'noi-that-tavico', label: 'Nội thất Tavico', count: 9 }] },
      ],
    }),
  );
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('searches the page the address names, says how many match, and pages on at once', async () => {
    jest.useFakeTimers();
    const search = jest
      .spyOn(catalogueApi, 'search')
      .mockImplementation(async (_keyword, page = 1) => pageOf([product(`s${page}`)], { page, limit: 24, total: 30 }));
    renderScreen(
      <>
        <SearchPage />
        <Address />
      </>,
      { route: '/search?keyword=ghe%20go&page=2' },
    );
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(search).toHaveBeenCalledWith('ghe go', 2);
    expect(screen.getByText('Ghế s2')).toBeTruthy();
    expect(screen.getByText('Tìm thấy 30 sản phẩm')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Trang 1'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(search).toHaveBeenLastCalledWith('ghe go', 1);
    expect(address()).toBe('/search?keyword=ghe+go');
    expect(screen.getByText('Ghế s1')).toBeTruthy();
  });

  it("under 2 characters says 'Nhập ít nhất 2 ký tự', searches nothing and offers the categories", async () => {
    jest.useFakeTimers();
    const search = jest.spyOn(catalogueApi, 'search');
    renderScreen(<SearchPage />, { route: '/search' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' }), { target: { value: 'b' } });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Nhập ít nhất 2 ký tự')).toBeTruthy();
    const sofa = await screen.findByRole('link', { name: 'Sofa (6)' });
    expect(sofa.getAttribute('href')).toBe('/listing?category=sofa');
    expect(screen.getByRole('link', { name: 'Bàn trà (4)' }).getAttribute('href')).toBe('/listing?category=ban-tra');
    // Categories only: the brands are the listing's filter, not a place to browse.
    expect(screen.queryByRole('link', { name: /Nội thất Tavico/ })).toBeNull();
  });

  it('drops the hint once the keyword has 2 characters, and searches a two-letter word like "tủ"', async () => {
    jest.useFakeTimers();
    const search = jest.spyOn(catalogueApi, 'search').mockResolvedValue(pageOf([product('s1')]));
    renderScreen(<SearchPage />, { route: '/search' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' }), { target: { value: 't ' } });
    expect(screen.getByText('Nhập ít nhất 2 ký tự')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' }), { target: { value: 'tủ' } });
    expect(screen.queryByText('Nhập ít nhất 2 ký tự')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(search).toHaveBeenCalledWith('tủ', 1);
    expect(screen.getByText('Ghế s1')).toBeTruthy();
  });
});
