/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { pageOf, productView } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { flush, testStore } from '../../testing/services';
import { installBackOffice, type BackOfficeState } from '../../app/backOffice';
import { imagesApi } from '../../shared/imagesApi';
import { staffProductsApi } from './staffProductsApi';
import { canSubmitProduct } from './ProductSheet';
import { ProductsPage } from './ProductsPage';
import {
  adminProductsSlice,
  galleryFullMessage,
  selectStaffProducts,
  supplierProductsSlice,
} from './staffProductsSlice';

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

const filled = {
  title: 'Bàn',
  description: 'Gỗ',
  category: 'ban',
  brand: 'noi-that-tavico',
  price: 10,
  salePrice: '',
  totalStock: 3,
};

describe('the product form rule', () => {
  it('needs every field but salePrice, and the image', () => {
    expect(canSubmitProduct(filled, '/uploads/a.png', true)).toBe(true);
    expect(canSubmitProduct(filled, '', true)).toBe(false);
    expect(canSubmitProduct({ ...filled, title: '  ' }, '/uploads/a.png', true)).toBe(false);
    expect(canSubmitProduct({ ...filled, totalStock: '' }, '/uploads/a.png', true)).toBe(false);
    expect(canSubmitProduct({ ...filled, brand: undefined }, '/uploads/a.png', true)).toBe(false);
    // A supplier's brand is its own: the server sets it.
    expect(canSubmitProduct({ ...filled, brand: undefined }, '/uploads/a.png', false)).toBe(true);
  });
});

describe('product sagas', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uploads an image, adds the product, says "Product add successfully", closes the sheet and refetches', async () => {
    jest.spyOn(imagesApi, 'upload').mockResolvedValue({ success: true, result: { url: '/uploads/new.png' } });
    const add = jest
      .spyOn(staffProductsApi, 'addProduct')
      .mockResolvedValue({ success: true, message: 'Product add successfully' });
    const list = jest.spyOn(staffProductsApi, 'products').mockResolvedValue(pageOf([product('p1', 'Bàn')]));
    const t = testStore();
    installBackOffice(t.store);
    const { actions } = adminProductsSlice;
    t.store.dispatch(actions.sheetOpened({ editId: null }));
    t.store.dispatch(actions.imageUploadRequested({ file: new File(['x'], 'a.png', { type: 'image/png' }) }));
    await flush();
    expect(selectStaffProducts('admin')(t.store.getState() as BackOfficeState).upload).toEqual({
      status: 'uploaded',
      url: '/uploads/new.png',
    });

    t.store.dispatch(actions.productSaveRequested({ ...filled, image: '/uploads/new.png' }));
    await flush();
    expect(add).toHaveBeenCalledWith('admin', expect.objectContaining({ title: 'Bàn', image: '/uploads/new.png' }));
    expect(t.toast.success).toHaveBeenCalledWith('Product add successfully');
    const state = selectStaffProducts('admin')(t.store.getState() as BackOfficeState);
    expect(state.sheetOpen).toBe(false);
    expect(state.upload.status).toBe('idle');
    expect(list).toHaveBeenCalledWith('admin', {}, 1);
    expect(state.productList.map((p) => p.title)).toEqual(['Bàn']);
  });

  it("edits through the supplier's own routes, with the edit id", async () => {
    jest.spyOn(staffProductsApi, 'products').mockResolvedValue(pageOf([product('p7', 'Kệ')]));
    const edit = jest.spyOn(staffProductsApi, 'editProduct').mockResolvedValue({ success: true, message: 'ok' });
    const t = testStore();
    installBackOffice(t.store);
    const { actions } = supplierProductsSlice;
    t.store.dispatch(actions.productsRequested());
    await flush();
    t.store.dispatch(actions.sheetOpened({ editId: 'p7' }));
    // Editing keeps the product's image: the upload is disabled in edit mode (spec §4).
    expect(selectStaffProducts('supplier')(t.store.getState() as BackOfficeState).upload).toEqual({
      status: 'uploaded',
      url: '/uploads/p7.png',
    });
    t.store.dispatch(actions.productSaveRequested({ ...filled, image: '/uploads/p7.png' }));
    await flush();
    expect(edit).toHaveBeenCalledWith('supplier', 'p7', expect.objectContaining({ title: 'Bàn' }));
  });

  it('sends the version the sheet was opened on; a 409 says why, closes the sheet and shows the product as it is now', async () => {
    const list = jest
      .spyOn(staffProductsApi, 'products')
      .mockResolvedValueOnce(pageOf([product('p7', 'Kệ', { version: 4 })]))
      .mockResolvedValue(pageOf([product('p7', 'Kệ', { version: 5, totalStock: 4 })]));
    const edit = jest
      .spyOn(staffProductsApi, 'editProduct')
      .mockRejectedValue(new ApiError('Sản phẩm đã thay đổi từ lúc bạn mở biểu mẫu', 409));
    const t = testStore();
    installBackOffice(t.store);
    const { actions } = adminProductsSlice;
    const state = () => selectStaffProducts('admin')(t.store.getState() as BackOfficeState);
    t.store.dispatch(actions.productsRequested());
    await flush();
    t.store.dispatch(actions.sheetOpened({ editId: 'p7' }));
    t.store.dispatch(actions.productSaveRequested({ ...filled, image: '/uploads/p7.png' }));
    await flush();
    expect(edit).toHaveBeenCalledWith('admin', 'p7', expect.objectContaining({ title: 'Bàn', version: 4 }));
    expect(t.toast.error).toHaveBeenCalledWith('Sản phẩm đã thay đổi từ lúc bạn mở biểu mẫu');
    expect(state()).toMatchObject({ sheetOpen: false, editId: null, editVersion: null });
    expect(list).toHaveBeenCalledTimes(2);
    expect(state().productList[0]).toMatchObject({ version: 5, totalStock: 4 });
  });

  it('keeps the sheet open on any other refusal, so nothing typed is lost', async () => {
    jest.spyOn(staffProductsApi, 'products').mockResolvedValue(pageOf([product('p7', 'Kệ', { version: 4 })]));
    jest.spyOn(staffProductsApi, 'editProduct').mockRejectedValue(new ApiError('Giá (price) phải là một số.', 400));
    const t = testStore();
    installBackOffice(t.store);
    const { actions } = adminProductsSlice;
    t.store.dispatch(actions.productsRequested());
    await flush();
    t.store.dispatch(actions.sheetOpened({ editId: 'p7' }));
    t.store.dispatch(actions.productSaveRequested({ ...filled, image: '/uploads/p7.png' }));
    await flush();
    expect(t.toast.error).toHaveBeenCalledWith('Giá (price) phải là một số.');
    expect(selectStaffProducts('admin')(t.store.getState() as BackOfficeState)).toMatchObject({
      sheetOpen: true,
      editId: 'p7',
      saving: false,
    });
  });

  it('pages the list: new filters start at the first page, a save refetches the page shown', async () => {
    const list = jest
      .spyOn(staffProductsApi, 'products')
      .mockImplementation(async (_area, _filters, page = 1) =>
        pageOf([product(`p${page}`, `Bàn ${page}`)], { page, limit: 50, total: 120 }),
      );
    jest.spyOn(staffProductsApi, 'deleteProduct').mockResolvedValue({ success: true, message: 'Đã xóa' });
    const t = testStore();
    installBackOffice(t.store);
    const { actions } = adminProductsSlice;
    const state = () => selectStaffProducts('admin')(t.store.getState() as BackOfficeState);
    t.store.dispatch(actions.productsPageRequested(3));
    await flush();
    expect(list).toHaveBeenLastCalledWith('admin', {}, 3);
    expect(state()).toMatchObject({ page: 3, pagination: { total: 120, totalPages: 3 } });

    t.store.dispatch(actions.productDeleteRequested({ id: 'p3' }));
    await flush();
    expect(list).toHaveBeenLastCalledWith('admin', {}, 3);

    t.store.dispatch(actions.productsRequested({ category: 'ghe' }));
    await flush();
    expect(list).toHaveBeenLastCalledWith('admin', { category: 'ghe' }, 1);
  });

  it('goes back to the last page when the one shown has emptied', async () => {
    const list = jest
      .spyOn(staffProductsApi, 'products')
      .mockImplementation(async (_area, _filters, page = 1) =>
        page > 2
          ? pageOf([], { page, limit: 50, total: 100 })
          : pageOf([product('p2', 'Kệ')], { page, limit: 50, total: 100 }),
      );
    const t = testStore();
    installBackOffice(t.store);
    t.store.dispatch(supplierProductsSlice.actions.productsPageRequested(3));
    await flush();
    await flush();
    expect(list).toHaveBeenLastCalledWith('supplier', {}, 2);
    expect(selectStaffProducts('supplier')(t.store.getState() as BackOfficeState).productList).toHaveLength(1);
  });

  it('keeps the sheet open and shows the refusal when saving fails', async () => {
    jest.spyOn(staffProductsApi, 'addProduct').mockRejectedValue(new Error('x'));
    const t = testStore();
    installBackOffice(t.store);
    const { actions } = adminProductsSlice;
    t.store.dispatch(actions.sheetOpened({ editId: null }));
    t.store.dispatch(actions.productSaveRequested({ ...filled, image: '/uploads/a.png' }));
    await flush();
    expect(t.toast.error).toHaveBeenCalled();
    expect(selectStaffProducts('admin')(t.store.getState() as BackOfficeState)).toMatchObject({
      sheetOpen: true,
      saving: false,
    });
  });
});

describe('the products screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each product with its price struck through beside the sale price, and Edit and Delete', async () => {
    jest
      .spyOn(staffProductsApi, 'products')
      .mockResolvedValue(pageOf([product('p1', 'Bàn trà', { price: 300, salePrice: 249.99 })]));
    const t = renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    // Queries by text: role queries weigh every antd style in jsdom and take seconds each.
    const card = (await screen.findByText('Bàn trà')).closest('article') as HTMLElement;
    expect(card.querySelector('s')?.textContent).toBe('$300.00');
    expect(card.querySelector('strong')?.textContent).toBe('$249.99');
    expect(within(card).getByText('Edit')).toBeTruthy();
    expect(within(card).getByText('Delete')).toBeTruthy();
    // A supplier filters by category only: brand and supplier are the admin's.
    expect(screen.queryByLabelText('Nhà cung cấp')).toBeNull();
    expect(t.dispatched).toContainEqual(supplierProductsSlice.actions.productsRequested({}));
  });

  it('counts every product the filters match and fetches the page chosen', async () => {
    const list = jest
      .spyOn(staffProductsApi, 'products')
      .mockImplementation(async (_area, _filters, page = 1) =>
        pageOf([product(`p${page}`, `Tủ ${page}`)], { page, limit: 50, total: 120 }),
      );
    renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    await screen.findByText('Tủ 1');
    expect(screen.getByText('120 sản phẩm')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('Tủ 3');
    expect(list).toHaveBeenLastCalledWith('supplier', {}, 3);
  });

  it("opens the sheet 'Add New Product' with the submit button disabled until the form is complete", async () => {
    jest.spyOn(staffProductsApi, 'products').mockResolvedValue(pageOf([]));
    renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    fireEvent.click(screen.getByText('Add New Product', { selector: 'button span' }));
    await waitFor(() => expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('Add New Product'));
    const submit = screen.getByText('Add', { selector: 'button span' }).closest('button') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
  });

  it("opens a product's edit sheet from a link naming it (the supplier's dashboard links its products running low)", async () => {
    const list = jest
      .spyOn(staffProductsApi, 'products')
      .mockResolvedValue(pageOf([product('p7', 'Ghế đẩu Minh Long', { totalStock: 1 })]));
    renderScreen(<ProductsPage area="supplier" />, {
      install: installBackOffice,
      route: '/supplier/products?search=Gh%E1%BA%BF+%C4%91%E1%BA%A9u+Minh+Long&edit=p7',
    });
    await waitFor(() => expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('Edit Product'));
    expect(list).toHaveBeenCalledWith('supplier', { search: 'Ghế đẩu Minh Long' }, 1);
    expect((screen.getByLabelText('Tìm theo tên') as HTMLInputElement).value).toBe('Ghế đẩu Minh Long');
  });
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
    fireEvent.click(await screen.findByText('Edit', { selector: 'button span' }));
    await waitFor(() => expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('Edit Product'));
    return t;
  }

  it("fills the four specifications and the pictures of the product being edited, under specLabels' names", async () => {
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

    fireEvent.click(screen.getByText('Edit', { selector: '.ant-drawer button span' }));
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
    expect(within(drawer()).getByText(galleryFullMessage)).toBeTruthy();
    expect(drawer().querySelector('.sheet-gallery-add')).toBeNull();

    // One chosen anyway (several picked at once, say) is refused before any upload.
    t.store.dispatch(adminProductsSlice.actions.galleryImageChosen({ file: file('seventh.png') }));
    await flush();
    expect(t.toast.error).toHaveBeenCalledWith(galleryFullMessage);
    expect(upload).not.toHaveBeenCalled();
    expect(selectStaffProducts('admin')(t.store.getState() as BackOfficeState).gallery).toEqual(five);

    // Removing one makes room again.
    fireEvent.click(within(drawer()).getByLabelText('Xóa ảnh thêm 5'));
    await waitFor(() => expect(drawer().querySelector('.sheet-gallery-add')).not.toBeNull());
    expect(within(drawer()).queryByText(galleryFullMessage)).toBeNull();
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
    expect(t.toast.error).toHaveBeenCalledWith(galleryFullMessage);
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
