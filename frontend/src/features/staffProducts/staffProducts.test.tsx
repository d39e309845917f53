/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView } from '@tavico/contracts/client';
import { renderScreen } from '../../testing/render';
import { flush, testStore } from '../../testing/services';
import { backOfficeApi } from '../backoffice/backOfficeApi';
import { installBackOffice, type BackOfficeState } from '../backoffice/install';
import { canSubmitProduct } from './ProductSheet';
import { ProductsPage } from './ProductsPage';
import { adminProductsSlice, selectStaffProducts, supplierProductsSlice } from './staffProductsSlice';

const product = (id: string, title: string, over: Partial<ProductView> = {}): ProductView => ({
  _id: id,
  image: `/uploads/${id}.png`,
  imageCard: null,
  title,
  description: 'Gỗ sồi',
  category: 'ban',
  brand: 'noi-that-tavico',
  price: 200,
  salePrice: 0,
  totalStock: 5,
  reservedStock: 0,
  averageReview: 0,
  reviewCount: 0,
  postedBy: null,
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
    jest.spyOn(backOfficeApi, 'uploadImage').mockResolvedValue({ success: true, result: { url: '/uploads/new.png' } });
    const add = jest
      .spyOn(backOfficeApi, 'addProduct')
      .mockResolvedValue({ success: true, message: 'Product add successfully' });
    const list = jest
      .spyOn(backOfficeApi, 'products')
      .mockResolvedValue({ success: true, data: [product('p1', 'Bàn')] });
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
    expect(list).toHaveBeenCalledWith('admin', {});
    expect(state.productList.map((p) => p.title)).toEqual(['Bàn']);
  });

  it("edits through the supplier's own routes, with the edit id", async () => {
    jest.spyOn(backOfficeApi, 'products').mockResolvedValue({ success: true, data: [product('p7', 'Kệ')] });
    const edit = jest.spyOn(backOfficeApi, 'editProduct').mockResolvedValue({ success: true, message: 'ok' });
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

  it('keeps the sheet open and shows the refusal when saving fails', async () => {
    jest.spyOn(backOfficeApi, 'addProduct').mockRejectedValue(new Error('x'));
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
      .spyOn(backOfficeApi, 'products')
      .mockResolvedValue({ success: true, data: [product('p1', 'Bàn trà', { price: 300, salePrice: 249.99 })] });
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

  it("opens the sheet 'Add New Product' with the submit button disabled until the form is complete", async () => {
    jest.spyOn(backOfficeApi, 'products').mockResolvedValue({ success: true, data: [] });
    renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    fireEvent.click(screen.getByText('Add New Product', { selector: 'button span' }));
    await waitFor(() => expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('Add New Product'));
    const submit = screen.getByText('Add', { selector: 'button span' }).closest('button') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
  });
});
