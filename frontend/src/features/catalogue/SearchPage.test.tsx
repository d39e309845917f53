/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { t } from 'i18next';
import { ApiError } from '../../shared/http';
import { pageOf, productView } from '../../testing/fixtures';
import { Address, renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import type { FilterGroup } from './catalogueApi';
import { SearchPage } from './SearchPage';

const product = (id: string) =>
  productView(id, `Ghế ${id}`, { image: '/p.png', category: 'ghe', description: 'Ghế gỗ', price: 35 });
const address = () => screen.getByTestId('address').textContent;
const filtersPath = /^\/api\/shop\/products\/filters/;
const searchPath = /^\/api\/shop\/search\//;

/** The search's calls: [keyword, page]. */
const searched = (calls: [string, unknown?][]) =>
  calls
    .filter(([path]) => searchPath.test(path))
    .map(([path]) => {
      const [keyword, query = ''] = path.replace(searchPath, '').split('?');
      return [decodeURIComponent(keyword), Number(new URLSearchParams(query).get('page') ?? 1)];
    });

/** The server answering searches with `answer` (by keyword and page) and the filters with the categories. */
function stubSearch(answer: (keyword: string, page: number) => unknown = () => pageOf([])) {
  const { calls } = stubServer([
    [
      'get',
      searchPath,
      (path) => {
        const [[keyword, page]] = searched([[path]]) as [[string, number]];
        return answer(keyword, page);
      },
    ],
    ['get', filtersPath, () => ({ success: true, data: searchGroups })],
  ]);
  return () => searched(calls('get'));
}

const searchGroups: FilterGroup[] = [
  {
    id: 'category',
    label: 'Danh mục',
    options: [
      { id: 'sofa', label: 'Sofa', count: 6 },
      { id: 'ban-tra', label: 'Bàn trà', count: 4 },
    ],
  },
  { id: 'brand', label: 'Thương hiệu', options: [{ id: 'noi-that-tavico', label: 'Nội thất Tavico', count: 9 }] },
];

/** Lets `ms` pass, and the answers asked for meanwhile arrive. */
async function pass(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await act(() => jest.advanceTimersByTimeAsync(50));
}

describe('the search pages', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('searches the page the address names, says how many match, and pages on at once', async () => {
    jest.useFakeTimers();
    const search = stubSearch((_keyword, page) => pageOf([product(`s${page}`)], { page, limit: 24, total: 30 }));
    renderScreen(
      <>
        <SearchPage />
        <Address />
      </>,
      { route: '/search?keyword=ghe%20go&page=2' },
    );
    await pass(1000);
    expect(search()).toEqual([['ghe go', 2]]);
    expect(screen.getByText('Ghế s2')).toBeTruthy();
    expect(screen.getByText('Tìm thấy 30 sản phẩm')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Trang 1'));
    await pass(0);
    expect(search().at(-1)).toEqual(['ghe go', 1]);
    expect(address()).toBe('/search?keyword=ghe+go');
    expect(screen.getByText('Ghế s1')).toBeTruthy();
  });

  it('searches once, a second after typing stops, with the trimmed keyword, from the first page', async () => {
    jest.useFakeTimers();
    const search = stubSearch((keyword, page) => pageOf([product(`${keyword}-${page}`)], { page, total: 30 }));
    renderScreen(
      <>
        <SearchPage />
        <Address />
      </>,
      { route: '/search?keyword=sofa&page=2' },
    );
    await pass(0);
    expect(screen.getByText('Ghế sofa-2')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' });
    for (const typed of ['b', 'ba', 'ban ', 'ban g', ' ban go ']) fireEvent.change(box, { target: { value: typed } });
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(search()).toEqual([['sofa', 2]]);
    await pass(1);
    expect(search()).toEqual([
      ['sofa', 2],
      ['ban go', 1],
    ]);
    expect(screen.getByText('Ghế ban go-1')).toBeTruthy();
    expect(address()).toBe('/search?keyword=+ban+go+');
  });

  it('clears the results under 2 characters, and says nothing was found when nothing matches', async () => {
    jest.useFakeTimers();
    const search = stubSearch((keyword) => pageOf(keyword === 'sofa' ? [product('s1')] : []));
    renderScreen(<SearchPage />, { route: '/search?keyword=sofa' });
    await pass(0);
    expect(screen.getByText('Ghế s1')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' });
    fireEvent.change(box, { target: { value: 'b' } });
    expect(screen.queryByText('Ghế s1')).toBeNull();
    await pass(1000);
    expect(search()).toEqual([['sofa', 1]]);

    fireEvent.change(box, { target: { value: 'bàn đá' } });
    await pass(1000);
    expect(screen.getByRole('heading', { name: t('search.none') })).toBeTruthy();
  });

  it('shows nothing found and no results when the search fails', async () => {
    jest.useFakeTimers();
    stubSearch(() => new ApiError('down', 503));
    renderScreen(<SearchPage />, { route: '/search?keyword=sofa%20go' });
    await pass(1000);
    expect(screen.queryByRole('heading', { name: t('search.none') })).toBeNull();
    expect(screen.queryByText(/Tìm thấy/)).toBeNull();
    expect(document.querySelector('.spinner')).toBeNull();
  });

  it("under 2 characters says 'Nhập ít nhất 2 ký tự', searches nothing and offers the categories", async () => {
    jest.useFakeTimers();
    const search = stubSearch();
    renderScreen(<SearchPage />, { route: '/search' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' }), { target: { value: 'b' } });
    await pass(1000);
    expect(search()).toEqual([]);
    expect(screen.getByText('Nhập ít nhất 2 ký tự')).toBeTruthy();
    const sofa = await screen.findByRole('link', { name: 'Sofa (6)' });
    expect(sofa.getAttribute('href')).toBe('/listing?category=sofa');
    expect(screen.getByRole('link', { name: 'Bàn trà (4)' }).getAttribute('href')).toBe('/listing?category=ban-tra');
    // Categories only: the brands are the listing's filter, not a place to browse.
    expect(screen.queryByRole('link', { name: /Nội thất Tavico/ })).toBeNull();
  });

  it('drops the hint once the keyword has 2 characters, and searches a two-letter word like "tủ"', async () => {
    jest.useFakeTimers();
    const search = stubSearch(() => pageOf([product('s1')]));
    renderScreen(<SearchPage />, { route: '/search' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' }), { target: { value: 't ' } });
    expect(screen.getByText('Nhập ít nhất 2 ký tự')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' }), { target: { value: 'tủ' } });
    expect(screen.queryByText('Nhập ít nhất 2 ký tự')).toBeNull();
    await pass(1000);
    expect(search()).toEqual([['tủ', 1]]);
    expect(screen.getByText('Ghế s1')).toBeTruthy();
  });
});
