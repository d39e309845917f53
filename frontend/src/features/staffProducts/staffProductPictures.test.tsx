/** @jest-environment jsdom */
import i18next from 'i18next';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { pageOf, productView } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { flush, testStore } from '../../testing/services';
import { installBackOffice, type BackOfficeState } from '../../app/backOffice';
import { imagesApi } from '../../shared/imagesApi';
import { staffProductsApi } from './staffProductsApi';
import { ProductsPage } from './ProductsPage';
import { adminProductsSlice, galleryFullMessage, selectStaffProducts } from './staffProductsSlice';

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
    jest.spyOn(staffProductsApi, 'products').mockResolvedValue(pageOf([product('p7', 'Kệ sách', over)]));
    const t = renderScreen(<ProductsPage area={area} />, { install: installBackOffice });
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
    const edit = jest.spyOn(staffProductsApi, 'editProduct').mockResolvedValue({ success: true, message: 'ok' });
    await openEdit({ specs, gallery: ['/uploads/p7-2.webp', '/uploads/p7-3.webp'], version: 3 }, 'supplier');
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
    await waitFor(() => expect(edit).toHaveBeenCalled());
    expect(edit).toHaveBeenCalledWith(
      'supplier',
      'p7',
      expect.objectContaining({
        image: '/uploads/p7.png',
        gallery: ['/uploads/p7-3.webp', '/uploads/new-side.webp'],
        material: 'Gỗ hương',
        dimensions: '120 × 60 × 75 cm',
        finish: 'Dầu lau tự nhiên',
        warranty: '',
        version: 3,
      }),
    );
  });

  it('refuses a seventh picture with a message, and says so in the sheet once six are there', async () => {
    const upload = jest
      .spyOn(imagesApi, 'upload')
      .mockResolvedValue({ success: true, result: { url: '/uploads/x.webp' } });
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => `/uploads/${n}.webp`);
    const t = await openEdit({ gallery: five });
    await within(drawer()).findByAltText('Ảnh thêm 5');
    // Full: the sheet says it and offers no sixth extra picture.
    expect(within(drawer()).getByText(galleryFullMessage())).toBeTruthy();
    expect(drawer().querySelector('.sheet-gallery-add')).toBeNull();

    // One chosen anyway (several picked at once, say) is refused before any upload.
    t.store.dispatch(adminProductsSlice.actions.galleryImageChosen({ file: file('seventh.png') }));
    await flush();
    expect(t.toast.error).toHaveBeenCalledWith(galleryFullMessage());
    expect(upload).not.toHaveBeenCalled();
    expect(selectStaffProducts('admin')(t.store.getState() as BackOfficeState).gallery).toEqual(five);

    // Removing one makes room again.
    fireEvent.click(within(drawer()).getByLabelText('Xóa ảnh thêm 5'));
    await waitFor(() => expect(drawer().querySelector('.sheet-gallery-add')).not.toBeNull());
    expect(within(drawer()).queryByText(galleryFullMessage())).toBeNull();
  });

  it('counts pictures still uploading toward the limit when several are chosen at once', async () => {
    let arrive: (url: string) => void = () => undefined;
    const upload = jest.spyOn(imagesApi, 'upload').mockImplementation(
      () =>
        new Promise((resolve) => {
          arrive = (url) => resolve({ success: true, result: { url } });
        }),
    );
    const t = testStore();
    installBackOffice(t.store);
    const { actions } = adminProductsSlice;
    const state = () => selectStaffProducts('admin')(t.store.getState() as BackOfficeState);
    t.store.dispatch(actions.sheetOpened({ editId: null }));
    for (let i = 0; i < 6; i += 1) t.store.dispatch(actions.galleryImageChosen({ file: file(`${i}.png`) }));
    expect(upload).toHaveBeenCalledTimes(5);
    expect(t.toast.error).toHaveBeenCalledWith(galleryFullMessage());
    expect(state().galleryUploads).toBe(5);
    arrive('/uploads/last.webp');
    await flush();
    expect(state()).toMatchObject({ gallery: ['/uploads/last.webp'], galleryUploads: 4 });
  });
});

describe("the back office's product cards", () => {
  afterEach(() => jest.restoreAllMocks());

  it("name the house brand 'Nội thất Tavico' and a supplier's product by the supplier's name, never the brand id", async () => {
    jest.spyOn(staffProductsApi, 'suppliers').mockResolvedValue([]);
    jest
      .spyOn(staffProductsApi, 'products')
      .mockResolvedValue(
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
    jest.spyOn(staffProductsApi, 'suppliers').mockResolvedValue([]);
    const products = jest
      .spyOn(staffProductsApi, 'products')
      .mockResolvedValue(pageOf([product('p1', 'Bàn trà'), product('p2', 'Ghế đẩu', { featured: true })]));
    const feature = jest
      .spyOn(staffProductsApi, 'featureProduct')
      .mockResolvedValue({ success: true, message: 'Đã đưa sản phẩm lên Showroom trang chủ.' });
    const t = renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    const switchOf = async (title: string) =>
      within((await screen.findByText(title)).closest('article') as HTMLElement).getByRole('switch');
    expect((await switchOf('Bàn trà')).getAttribute('aria-checked')).toBe('false');
    expect((await switchOf('Ghế đẩu')).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(await switchOf('Bàn trà'));
    await waitFor(() => expect(feature).toHaveBeenCalledWith('p1', true));
    expect((await switchOf('Bàn trà')).getAttribute('aria-checked')).toBe('true');
    expect(t.toast.success).toHaveBeenCalledWith('Đã đưa sản phẩm lên Showroom trang chủ.');

    feature.mockRejectedValueOnce(new ApiError('Bạn không có quyền.', 403));
    const before = products.mock.calls.length;
    fireEvent.click(await switchOf('Ghế đẩu'));
    await waitFor(() => expect(t.toast.error).toHaveBeenCalledWith('Bạn không có quyền.'));
    await waitFor(() => expect(products.mock.calls.length).toBe(before + 1));
    expect((await switchOf('Ghế đẩu')).getAttribute('aria-checked')).toBe('true');
  });

  it('shows a supplier which of its products are in the showroom, with no switch', async () => {
    jest
      .spyOn(staffProductsApi, 'products')
      .mockResolvedValue(pageOf([product('p1', 'Bàn trà', { featured: true }), product('p2', 'Ghế đẩu')]));
    renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    const featured = (await screen.findByText('Bàn trà')).closest('article') as HTMLElement;
    expect(within(featured).getByText('Showroom')).toBeTruthy();
    expect(within(screen.getByText('Ghế đẩu').closest('article') as HTMLElement).queryByText('Showroom')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it("lets the admin list only the showroom's products", async () => {
    jest.spyOn(staffProductsApi, 'suppliers').mockResolvedValue([]);
    const products = jest
      .spyOn(staffProductsApi, 'products')
      .mockResolvedValue(pageOf([product('p2', 'Ghế đẩu', { featured: true })]));
    renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    await screen.findByText('Ghế đẩu');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Showroom' }));
    fireEvent.click(await screen.findByText('Đang ở Showroom trang chủ'));
    await waitFor(() => expect(products).toHaveBeenLastCalledWith('admin', { featured: 'true' }, 1));
    // Which of them the home page shows: the latest chosen, up to its size.
    await screen.findByText(/Trang chủ hiện 8 sản phẩm được chọn gần nhất/);
  });
});
