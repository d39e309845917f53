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
import { canSubmitProduct } from './ProductSheet';
import { ProductsPage } from './ProductsPage';
import { adminProductsSlice, selectStaffProducts, supplierProductsSlice } from './staffProductsSlice';

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
    expect(within(card).getByText(i18next.t('backOffice.common.edit'))).toBeTruthy();
    expect(within(card).getByText(i18next.t('backOffice.common.delete'))).toBeTruthy();
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
    fireEvent.click(screen.getByText(i18next.t('backOffice.products.add'), { selector: 'button span' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-drawer-title')?.textContent).toBe(i18next.t('backOffice.products.add')),
    );
    const submit = screen
      .getByText(i18next.t('backOffice.products.saveNew'), { selector: 'button span' })
      .closest('button') as HTMLButtonElement;
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
    await waitFor(() =>
      expect(document.querySelector('.ant-drawer-title')?.textContent).toBe(i18next.t('backOffice.products.editTitle')),
    );
    expect(list).toHaveBeenCalledWith('supplier', { search: 'Ghế đẩu Minh Long' }, 1);
    expect((screen.getByLabelText('Tìm theo tên') as HTMLInputElement).value).toBe('Ghế đẩu Minh Long');
  });
});
