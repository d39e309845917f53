/** @jest-environment jsdom */
import i18next from 'i18next';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView } from '@tavico/contracts/client';
import { notification } from 'antd';
import { ApiError, http } from '../../shared/http';
import { pageOf, productView } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { installBackOffice } from '../../app/backOffice';
import { imagesApi } from '../../shared/imagesApi';
import { galleryFullMessage } from './productSheetState';
import { ProductsPage } from './ProductsPage';

/** The panel's products, and its edits answered 'ok' (the body sent is what these tests look at). */
const serve = (area: 'admin' | 'supplier', products: () => unknown) =>
  stubServer([
    ['get', new RegExp(`^/api/${area}/products/get`), products],
    ['put', new RegExp(`^/api/${area}/products/(edit|feature)/`), () => ({ success: true, message: 'ok' })],
  ]);

const product = (id: string, title: string, over: Partial<ProductView> = {}): ProductView =>
  productView(id, title, {
    image: `/uploads/${id}.png`,
    slug: 'san-pham-0123456789ab',
    description: 'Gỗ sồi',
    price: 200,
    totalStock: 5,
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...over,
  });

describe("the sheet's pictures and specifications", () => {
  afterEach(() => jest.restoreAllMocks());

  const specs = { material: 'Gỗ hương', dimensions: '120 × 60 × 75 cm', finish: '', warranty: '12 tháng' };
  const file = (name: string) => new File(['x'], name, { type: 'image/png' });
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;

  async function openEdit(over: Partial<ProductView>, area: 'admin' | 'supplier' = 'admin') {
    const server = serve(area, () => pageOf([product('p7', 'Kệ sách', over)]));
    jest.spyOn(http, 'getJson').mockResolvedValue([]);
    const t = { ...renderScreen(<ProductsPage area={area} />, { install: installBackOffice }), server };
    fireEvent.click(await screen.findByText(i18next.t('backOffice.common.edit'), { selector: 'button span' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-drawer-title')?.textContent).toBe(i18next.t('backOffice.products.editTitle')),
    );
    return t;
  }

  it("fills the four specifications and the pictures of the product being edited, under the specifications' names", async () => {
    await openEdit({ specs, gallery: ['/uploads/p7-2.webp', '/images/showroom.svg'] });
    await waitFor(() => expect(input('Chất liệu').value).toBe('Gỗ hương'));
    expect(input('Kích thước').value).toBe('120 × 60 × 75 cm');
    expect(input('Hoàn thiện').value).toBe('');
    expect(input('Bảo hành').value).toBe('12 tháng');
    const main = within(drawer()).getByAltText('Ảnh đã tải lên') as HTMLImageElement;
    expect(main.getAttribute('src')).toBe('/uploads/p7.png');
    expect((within(drawer()).getByAltText('Ảnh thêm 1') as HTMLImageElement).getAttribute('src')).toBe(
      '/uploads/p7-2.webp',
    );
    expect((within(drawer()).getByAltText('Ảnh thêm 2') as HTMLImageElement).getAttribute('src')).toBe(
      '/images/showroom.svg',
    );
    expect(within(drawer()).getByText(/Ảnh thêm \(2\/5\)/)).toBeTruthy();
  });

  it('uploads a picture added, removes one, and the edit sends the specifications and the gallery', async () => {
    const upload = jest
      .spyOn(imagesApi, 'upload')
      .mockResolvedValue({ success: true, result: { url: '/uploads/new-side.webp' } });
    const { server } = await openEdit(
      { specs, gallery: ['/uploads/p7-2.webp', '/uploads/p7-3.webp'], version: 3 },
      'supplier',
    );
    await waitFor(() => expect(input('Chất liệu').value).toBe('Gỗ hương'));

    fireEvent.change(input('Hoàn thiện'), { target: { value: 'Dầu lau tự nhiên' } });
    fireEvent.change(input('Bảo hành'), { target: { value: '' } });
    fireEvent.click(within(drawer()).getByLabelText('Xóa ảnh thêm 1'));
    const add = drawer().querySelector('.sheet-gallery-add input[type=file]') as HTMLInputElement;
    fireEvent.change(add, { target: { files: [file('side.png')] } });
    await within(drawer()).findByAltText('Ảnh thêm 2');
    expect(upload).toHaveBeenCalledWith('supplier', expect.any(File));

    fireEvent.click(
      screen.getByText(i18next.t('backOffice.products.saveEdit'), { selector: '.ant-drawer button span' }),
    );
    await waitFor(() => expect(server.calls('put')).toHaveLength(1));
    expect(server.calls('put')[0]).toEqual([
      '/api/supplier/products/edit/p7',
      expect.objectContaining({
        image: '/uploads/p7.png',
        gallery: ['/uploads/p7-3.webp', '/uploads/new-side.webp'],
        material: 'Gỗ hương',
        dimensions: '120 × 60 × 75 cm',
        finish: 'Dầu lau tự nhiên',
        warranty: '',
        version: 3,
      }),
    ]);
  });

  it('says in the sheet once six pictures are there, and offers no seventh', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => `/uploads/${n}.webp`);
    await openEdit({ gallery: five });
    await within(drawer()).findByAltText('Ảnh thêm 5');
    // Full: the sheet says it and offers no sixth extra picture.
    expect(within(drawer()).getByText(galleryFullMessage())).toBeTruthy();
    expect(drawer().querySelector('.sheet-gallery-add')).toBeNull();

    // Removing one makes room again.
    fireEvent.click(within(drawer()).getByLabelText('Xóa ảnh thêm 5'));
    await waitFor(() => expect(drawer().querySelector('.sheet-gallery-add')).not.toBeNull());
    expect(within(drawer()).queryByText(galleryFullMessage())).toBeNull();
  });

  it('counts pictures still uploading toward the limit when several are chosen at once, refusing the seventh', async () => {
    let arrive: (url: string) => void = () => undefined;
    const upload = jest.spyOn(imagesApi, 'upload').mockImplementation(
      () =>
        new Promise((resolve) => {
          arrive = (url) => resolve({ success: true, result: { url } });
        }),
    );
    const refused = jest.spyOn(notification, 'error');
    await openEdit({ gallery: [] });
    const add = drawer().querySelector('.sheet-gallery-add input[type=file]') as HTMLInputElement;
    fireEvent.change(add, { target: { files: Array.from({ length: 6 }, (_, i) => file(`${i}.png`)) } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(5));
    expect(refused).toHaveBeenCalledWith({ title: galleryFullMessage() });
    expect(within(drawer()).getAllByLabelText('Đang tải ảnh lên...')).toHaveLength(5);
    arrive('/uploads/last.webp');
    await within(drawer()).findByAltText('Ảnh thêm 1');
    expect(within(drawer()).getAllByLabelText('Đang tải ảnh lên...')).toHaveLength(4);
  });

  it("uploads a variant's own picture in its card, takes another's away, and the edit sends both", async () => {
    const upload = jest
      .spyOn(imagesApi, 'upload')
      .mockResolvedValue({ success: true, result: { url: '/uploads/walnut.webp' } });
    const variant = (sku: string, finish: string, image: string) => ({
      sku,
      options: { finish },
      price: 200,
      salePrice: 0,
      totalStock: 3,
      reservedStock: 0,
      image,
    });
    const { server } = await openEdit({
      variants: [variant('KE-TU-NHIEN', 'Tự nhiên', '/uploads/p7.png'), variant('KE-SON', 'Sơn', '/uploads/son.webp')],
      version: 4,
    });
    // The first shows the product's picture (it has none of its own); the second its own.
    await within(drawer()).findByAltText('Ảnh của biến thể 2');
    expect(within(drawer()).queryByAltText('Ảnh của biến thể 1')).toBeNull();

    const first = drawer().querySelectorAll('fieldset.sheet-variant')[0] as HTMLElement;
    fireEvent.change(first.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [file('walnut.png')] },
    });
    const shown = (await within(drawer()).findByAltText('Ảnh của biến thể 1')) as HTMLImageElement;
    expect(shown.getAttribute('src')).toBe('/uploads/walnut.webp');
    expect(upload).toHaveBeenCalledWith('admin', expect.any(File));
    fireEvent.click(within(drawer()).getByLabelText('Bỏ ảnh của biến thể 2'));
    await waitFor(() => expect(within(drawer()).queryByAltText('Ảnh của biến thể 2')).toBeNull());

    fireEvent.click(
      screen.getByText(i18next.t('backOffice.products.saveEdit'), { selector: '.ant-drawer button span' }),
    );
    await waitFor(() => expect(server.calls('put')).toHaveLength(1));
    const sent = server.calls('put')[0][1] as { variants: Record<string, unknown>[] };
    expect(sent.variants[0]).toMatchObject({ sku: 'KE-TU-NHIEN', image: '/uploads/walnut.webp' });
    expect(sent.variants[1]).toMatchObject({ sku: 'KE-SON' });
    expect(sent.variants[1]).not.toHaveProperty('image');
  });
});

describe("the back office's product cards", () => {
  afterEach(() => jest.restoreAllMocks());

  it("name the house brand 'Nội thất Tavico' and a supplier's product by the supplier's name, never the brand id", async () => {
    jest.spyOn(http, 'getJson').mockResolvedValue([]);
    serve('admin', () =>
      pageOf([product('p1', 'Bàn trà'), product('p2', 'Ghế đẩu', { brand: 'Gỗ Minh Long', postedBy: 'u-ml' })]),
    );
    renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    const house = (await screen.findByText('Bàn trà')).closest('article') as HTMLElement;
    const stall = screen.getByText('Ghế đẩu').closest('article') as HTMLElement;
    expect(house.textContent).toContain('Nội thất Tavico');
    expect(house.textContent).not.toContain('noi-that-tavico');
    expect(stall.textContent).toContain('Gỗ Minh Long');
  });

  it("lets the admin put a product in the home page's showroom or take it off; a failure puts the switch back", async () => {
    jest.spyOn(http, 'getJson').mockResolvedValue([]);
    let featureAnswer: unknown = { success: true, message: 'Đã đưa sản phẩm lên Showroom trang chủ.' };
    // The first answer is held until the test lets it go: the switch must move before it comes.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const server = stubServer([
      [
        'get',
        /^\/api\/admin\/products\/get/,
        () => pageOf([product('p1', 'Bàn trà'), product('p2', 'Ghế đẩu', { featured: true })]),
      ],
      [
        'put',
        /^\/api\/admin\/products\/feature\//,
        async () => {
          await answered;
          return featureAnswer;
        },
      ],
    ]);
    const said = jest.spyOn(notification, 'success');
    const refused = jest.spyOn(notification, 'error');
    const products = () => server.calls('get').filter(([path]) => path.startsWith('/api/admin/products/get'));
    renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    const switchOf = async (title: string) =>
      within((await screen.findByText(title)).closest('article') as HTMLElement).getByRole('switch');
    expect((await switchOf('Bàn trà')).getAttribute('aria-checked')).toBe('false');
    expect((await switchOf('Ghế đẩu')).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(await switchOf('Bàn trà'));
    // Shown before the server answers (its answer is held meanwhile).
    await waitFor(() => expect(server.calls('put')).toEqual([['/api/admin/products/feature/p1', { featured: true }]]));
    await waitFor(async () => expect((await switchOf('Bàn trà')).getAttribute('aria-checked')).toBe('true'));
    expect(said).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(said).toHaveBeenCalledWith({ title: 'Đã đưa sản phẩm lên Showroom trang chủ.' }));

    featureAnswer = new ApiError('Bạn không có quyền.', 403);
    const before = products().length;
    fireEvent.click(await switchOf('Ghế đẩu'));
    await waitFor(() => expect(refused).toHaveBeenCalledWith({ title: 'Bạn không có quyền.' }));
    await waitFor(() => expect(products().length).toBe(before + 1));
    expect((await switchOf('Ghế đẩu')).getAttribute('aria-checked')).toBe('true');
  });

  it('shows a supplier which of its products are in the showroom, with no switch', async () => {
    serve('supplier', () => pageOf([product('p1', 'Bàn trà', { featured: true }), product('p2', 'Ghế đẩu')]));
    renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    const featured = (await screen.findByText('Bàn trà')).closest('article') as HTMLElement;
    expect(within(featured).getByText('Showroom')).toBeTruthy();
    expect(within(screen.getByText('Ghế đẩu').closest('article') as HTMLElement).queryByText('Showroom')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it("lets the admin list only the showroom's products", async () => {
    jest.spyOn(http, 'getJson').mockResolvedValue([]);
    const server = serve('admin', () => pageOf([product('p2', 'Ghế đẩu', { featured: true })]));
    renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    await screen.findByText('Ghế đẩu');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Showroom' }));
    fireEvent.click(await screen.findByText('Đang ở Showroom trang chủ'));
    await waitFor(() => expect(server.calls('get').at(-1)?.[0]).toBe('/api/admin/products/get?featured=true'));
    // Which of them the home page shows: the latest chosen, up to its size.
    await screen.findByText(/Trang chủ hiện 8 sản phẩm được chọn gần nhất/);
  });
});
