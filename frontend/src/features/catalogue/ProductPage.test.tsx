/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { t } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import type { ProductPageView, ProductSpecs, ProductView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { pageOf, productView, siteSettingsOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { cartItemAddRequested } from '../cart';

// The reviews' code loads after the page's, through a dynamic import, which this jest runtime cannot
// run (it would need --experimental-vm-modules): here they render nothing. They are the details
// dialog's, tested with it. The page is loaded after the mock (the imports above run before it).
jest.mock('react', () => ({ ...jest.requireActual<typeof import('react')>('react'), lazy: () => () => null }));
const { ProductPage } = jest.requireActual<typeof import('./ProductPage')>('./ProductPage');

const noSpecs: ProductSpecs = { material: '', dimensions: '', finish: '', warranty: '' };
const chair = (over: Partial<ProductView> = {}) =>
  productView('p1', 'Ghế ăn gỗ sồi lưng cong', {
    slug: 'ghe-an-go-soi-lung-cong-000000000001',
    category: 'ghe',
    price: 120,
    totalStock: 20,
    ...over,
  });
const pageView = (product: ProductView, over: Partial<ProductPageView> = {}): ProductPageView => ({
  product,
  supplier: null,
  related: [],
  ...over,
});

/** The product page at `slug`, the server answering its page with `answer`. */
function renderPage(slug: string, answer: () => unknown) {
  const { calls } = stubServer([
    ['get', /^\/api\/shop\/products\/page\//, answer],
    ['get', /^\/api\/shop\/review\//, () => pageOf([])],
  ]);
  const rendered = renderScreen(
    <Routes>
      <Route path="/san-pham/:slug" element={<ProductPage />} />
    </Routes>,
    { route: `/san-pham/${slug}`, settings: siteSettingsOf() },
  );
  return { ...rendered, calls };
}

/** The product page at its own address, the server answering with `view`. */
async function openPage(view: ProductPageView) {
  const rendered = renderPage(view.product.slug, () => ({ success: true, data: view }));
  await screen.findByRole('heading', { level: 1, name: view.product.title });
  return rendered;
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Số lượng' }) as HTMLInputElement;
const setQuantity = (typed: string) => {
  fireEvent.change(quantity(), { target: { value: typed } });
  fireEvent.blur(quantity());
};

describe('the product page', () => {
  // jsdom does not scroll: the gallery's strip is asked to, as a browser's would be.
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollTo;
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows only the specifications that are set, under their labels', async () => {
    await openPage(pageView(chair({ specs: { ...noSpecs, material: 'Gỗ sồi Mỹ', warranty: '24 tháng' } })));
    const specs = screen.getByLabelText('Thông số');
    const rows = within(specs)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Chất liệu', 'Gỗ sồi Mỹ'],
      ['Bảo hành', '24 tháng'],
    ]);
    expect(specs.textContent).not.toContain('Kích thước');
    expect(specs.textContent).not.toContain('Hoàn thiện');
  });

  it('shows no specifications at all when none is set (blank ones count as not set)', async () => {
    await openPage(pageView(chair({ specs: { ...noSpecs, finish: '   ' } })));
    expect(screen.queryByLabelText('Thông số')).toBeNull();
    expect(screen.queryByText('Hoàn thiện')).toBeNull();
  });

  it('holds the quantity typed to the stock and to at least one, and adds what is chosen', async () => {
    const { dispatched } = await openPage(pageView(chair({ totalStock: 4 })));
    expect(quantity().value).toBe('1');
    expect((screen.getByRole('button', { name: 'Bớt một' }) as HTMLButtonElement).disabled).toBe(true);

    setQuantity('50');
    expect(quantity().value).toBe('4');
    expect((screen.getByRole('button', { name: 'Thêm một' }) as HTMLButtonElement).disabled).toBe(true);
    setQuantity('0');
    expect(quantity().value).toBe('1');
    setQuantity('2.7');
    expect(quantity().value).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Thêm một' }));
    expect(quantity().value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: t('product.addToCart') }));
    expect(dispatched).toContainEqual(
      cartItemAddRequested({ productId: 'p1', totalStock: 4, quantity: 3, from: `/san-pham/${chair().slug}` }),
    );
    expect(screen.getByText(t('product.onlyLeft', { count: 4 }))).toBeTruthy();
  });

  it('offers no quantity and a disabled button when the product is sold out', async () => {
    await openPage(pageView(chair({ totalStock: 0 })));
    expect(screen.queryByRole('spinbutton', { name: 'Số lượng' })).toBeNull();
    expect((screen.getByRole('button', { name: t('product.outOfStock') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts the pictures as they change, and names the zoom preview and its picture by their number', async () => {
    const title = 'Ghế ăn gỗ sồi lưng cong';
    await openPage(pageView(chair({ gallery: ['/g2.png', '/g3.png'] })));
    // A phone's indicator, read out when the picture changes.
    const counter = screen.getByText('Ảnh 1 trên 3').parentElement as HTMLElement;
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(counter.textContent).toContain('1/3');
    fireEvent.click(within(screen.getByRole('group', { name: 'Chọn ảnh' })).getByRole('button', { name: 'Ảnh 2' }));
    expect(counter.textContent).toContain('2/3');
    expect(screen.getByText('Ảnh 2 trên 3')).toBeTruthy();

    // The second picture is a button named by it, which opens the zoom (loaded then: below).
    expect(screen.getByRole('button', { name: `${title}, ảnh 2` })).toBeTruthy();
  });

  it("zooms a picture in antd's preview, named by the picture's number as is its picture", async () => {
    const title = 'Ghế ăn gỗ sồi lưng cong';
    const { ZoomPreview } = jest.requireActual<typeof import('./ZoomPreview')>('./ZoomPreview');
    const items = ['/p1.png', '/g2.png'].map((src, i) => ({ src, alt: `${title}, ảnh ${i + 1}` }));
    renderScreen(
      <ZoomPreview
        open
        items={items}
        current={1}
        alt={`${title}, ảnh 2`}
        onChange={() => {}}
        onClose={() => {}}
        afterClose={() => {}}
      />,
    );
    const preview = await screen.findByRole('dialog', { name: `${title}, ảnh 2` });
    expect(preview.querySelector('img.ant-image-preview-img')?.getAttribute('alt')).toBe(`${title}, ảnh 2`);
  });

  it('leads back through the breadcrumbs: home, the products, its category, then the product itself', async () => {
    await openPage(pageView(chair()));
    const crumbs = within(screen.getByRole('navigation', { name: 'Vị trí' }));
    expect(crumbs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trang chủ', '/'],
      ['Sản phẩm', '/listing'],
      ['Ghế', '/listing?category=ghe'],
    ]);
    const current = crumbs.getByText('Ghế ăn gỗ sồi lưng cong');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.tagName).toBe('LI');
  });

  it("links the supplier's name to its products, and the house's own products to the house brand", async () => {
    const first = await openPage(
      pageView(chair({ brand: 'Gỗ Minh Long' }), { supplier: { id: 'u-minhlong', name: 'Gỗ Minh Long' } }),
    );
    const supplier = screen.getByRole('link', { name: 'Gỗ Minh Long' });
    expect(supplier.getAttribute('href')).toBe(`/listing?brand=${encodeURIComponent('Gỗ Minh Long')}`);
    first.unmount();

    await openPage(pageView(chair()));
    expect(screen.getByRole('link', { name: 'Nội thất Tavico' }).getAttribute('href')).toBe(
      '/our-supplier/noi-that-tavico',
    );
  });

  it('shows related products of the category only when there are some', async () => {
    const first = await openPage(pageView(chair(), { related: [productView('p2', 'Ghế đẩu gỗ cao su')] }));
    expect(screen.getByRole('heading', { name: 'Sản phẩm cùng danh mục' })).toBeTruthy();
    expect(screen.getByText('Ghế đẩu gỗ cao su')).toBeTruthy();
    first.unmount();

    await openPage(pageView(chair()));
    expect(screen.queryByRole('heading', { name: 'Sản phẩm cùng danh mục' })).toBeNull();
  });

  it("holds the page's shape while it loads, then shows it under the product's title, asked once", async () => {
    let answer: (envelope: unknown) => void = () => undefined;
    const { calls } = renderPage(chair().slug, () => new Promise((resolve) => (answer = resolve)));
    expect(document.querySelector('.product-page[aria-busy="true"] .product-page-skeleton-image')).not.toBeNull();
    expect(document.title).toContain(t('titles.product'));
    await act(async () => answer({ success: true, data: pageView(chair()) }));
    await screen.findByRole('heading', { level: 1, name: chair().title });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(document.title).toContain(chair().title);
    // The page, then its reviews (drawn with it), each once.
    expect(calls('get').map(([path]) => path)).toEqual([
      `/api/shop/products/page/${chair().slug}`,
      '/api/shop/review/p1',
    ]);
  });

  it('says so when no product has that address', async () => {
    renderPage('khong-co-000000000000', () => new ApiError('Không tìm thấy sản phẩm.', 404));
    await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy sản phẩm.' });
    expect(screen.getByRole('link', { name: 'Xem các sản phẩm' }).getAttribute('href')).toBe('/listing');
    expect(document.title).toContain(t('titles.notFound'));
  });
});
