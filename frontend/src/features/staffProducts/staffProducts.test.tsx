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
import { canSubmitProduct } from './ProductSheet';
import { ProductsPage } from './ProductsPage';

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

/** The products route of a panel, answered by the page and filters asked for. */
const productsRoute = (
  area: 'admin' | 'supplier',
  answer: (query: URLSearchParams) => unknown,
): ['get', RegExp, (path: string) => unknown] => [
  'get',
  new RegExp(`^/api/${area}/products/get`),
  (path) => answer(new URLSearchParams(path.split('?')[1] ?? '')),
];

const listReads = (server: ReturnType<typeof stubServer>, area: 'admin' | 'supplier') =>
  server.calls('get').filter(([path]) => path.startsWith(`/api/${area}/products/get`));

const drawerTitle = () => document.querySelector('.ant-drawer-title')?.textContent;
const submitButton = (name: 'saveNew' | 'saveEdit') =>
  screen
    .getByText(i18next.t(`backOffice.products.${name}`), { selector: '.ant-drawer button span' })
    .closest('button') as HTMLButtonElement;

async function openSheetOn(title: string) {
  fireEvent.click(
    within((await screen.findByText(title)).closest('article') as HTMLElement).getByText(
      i18next.t('backOffice.common.edit'),
    ),
  );
  await waitFor(() => expect(drawerTitle()).toBe(i18next.t('backOffice.products.editTitle')));
}

describe("the products' commands", () => {
  afterEach(() => jest.restoreAllMocks());

  it('uploads an image, adds the product, says "Product add successfully", closes the sheet and reads the list again', async () => {
    const upload = jest
      .spyOn(imagesApi, 'upload')
      .mockResolvedValue({ success: true, result: { url: '/uploads/new.png' } });
    const said = jest.spyOn(notification, 'success');
    const server = stubServer([
      productsRoute('admin', () => pageOf([product('p1', 'Bàn')])),
      ['post', '/api/admin/products/add', () => ({ success: true, message: 'Product add successfully' })],
    ]);
    jest.spyOn(http, 'getJson').mockResolvedValue([]);
    renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    await screen.findByText('Bàn');
    fireEvent.click(screen.getByText(i18next.t('backOffice.products.add'), { selector: 'button span' }));
    await waitFor(() => expect(drawerTitle()).toBe(i18next.t('backOffice.products.add')));
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    fireEvent.change(drawer.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    await within(drawer).findByAltText('Ảnh đã tải lên');
    expect(upload).toHaveBeenCalledWith('admin', expect.any(File));
    fireEvent.change(screen.getByLabelText('Tên sản phẩm'), { target: { value: 'Bàn' } });
    fireEvent.change(screen.getByLabelText('Mô tả'), { target: { value: 'Gỗ' } });
    fireEvent.mouseDown(within(drawer).getByLabelText('Danh mục'));
    fireEvent.click(await screen.findByTitle(i18next.t('categories.ban')));
    fireEvent.change(screen.getByLabelText('Giá ($)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Tồn kho'), { target: { value: '3' } });
    await waitFor(() => expect(submitButton('saveNew').disabled).toBe(false));
    fireEvent.click(submitButton('saveNew'));

    await waitFor(() => expect(said).toHaveBeenCalledWith({ title: 'Product add successfully' }));
    expect(server.calls('post')).toEqual([
      [
        '/api/admin/products/add',
        expect.objectContaining({ title: 'Bàn', image: '/uploads/new.png', category: 'ban' }),
      ],
    ]);
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    await waitFor(() => expect(listReads(server, 'admin')).toHaveLength(2));
  });

  it('sends the version the sheet was opened on; a 409 says why, closes the sheet and shows the product as it is now', async () => {
    const refused = jest.spyOn(notification, 'error');
    let version = 4;
    const server = stubServer([
      productsRoute('admin', () => pageOf([product('p7', 'Kệ', { version, totalStock: version === 4 ? 5 : 4 })])),
      ['put', '/api/admin/products/edit/p7', () => new ApiError('Sản phẩm đã thay đổi từ lúc bạn mở biểu mẫu', 409)],
    ]);
    jest.spyOn(http, 'getJson').mockResolvedValue([]);
    renderScreen(<ProductsPage area="admin" />, { install: installBackOffice });
    await openSheetOn('Kệ');
    version = 5;
    await waitFor(() => expect(submitButton('saveEdit').disabled).toBe(false));
    fireEvent.click(submitButton('saveEdit'));
    await waitFor(() => expect(refused).toHaveBeenCalledWith({ title: 'Sản phẩm đã thay đổi từ lúc bạn mở biểu mẫu' }));
    expect(server.calls('put')).toEqual([
      ['/api/admin/products/edit/p7', expect.objectContaining({ title: 'Kệ', version: 4 })],
    ]);
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    await screen.findByText('Kho: 4', { exact: false });
    expect(listReads(server, 'admin')).toHaveLength(2);
  });

  it('keeps the sheet open on any other refusal, so nothing typed is lost', async () => {
    const refused = jest.spyOn(notification, 'error');
    stubServer([
      productsRoute('supplier', () => pageOf([product('p7', 'Kệ', { version: 4 })])),
      ['put', '/api/supplier/products/edit/p7', () => new ApiError('Giá (price) phải là một số.', 400)],
    ]);
    renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    await openSheetOn('Kệ');
    fireEvent.change(screen.getByLabelText('Tên sản phẩm'), { target: { value: 'Kệ sách' } });
    fireEvent.click(submitButton('saveEdit'));
    await waitFor(() => expect(refused).toHaveBeenCalledWith({ title: 'Giá (price) phải là một số.' }));
    await waitFor(() => expect(submitButton('saveEdit').querySelector('.ant-btn-loading-icon')).toBeNull());
    expect(document.querySelector('.ant-drawer-open')).not.toBeNull();
    expect((screen.getByLabelText('Tên sản phẩm') as HTMLInputElement).value).toBe('Kệ sách');
  });

  it('pages the list: a delete reads the page shown again, new filters start at the first page', async () => {
    const server = stubServer([
      productsRoute('supplier', (query) => {
        const page = Number(query.get('page') ?? 1);
        return pageOf([product(`p${page}`, `Bàn ${page}`)], { page, limit: 50, total: 120 });
      }),
      ['delete', '/api/supplier/products/delete/p3', () => ({ success: true, message: 'Đã xóa' })],
    ]);
    renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    await screen.findByText('Bàn 1');
    fireEvent.click(screen.getByTitle('3'));
    const card = (await screen.findByText('Bàn 3')).closest('article') as HTMLElement;
    expect(listReads(server, 'supplier').at(-1)?.[0]).toBe('/api/supplier/products/get?page=3');
    fireEvent.click(within(card).getByText(i18next.t('backOffice.common.delete')));
    fireEvent.click(
      await screen.findByText(i18next.t('backOffice.common.delete'), { selector: '.ant-popconfirm button span' }),
    );
    await waitFor(() => expect(server.calls('delete')).toEqual([['/api/supplier/products/delete/p3']]));
    await waitFor(() => expect(listReads(server, 'supplier')).toHaveLength(3));
    expect(listReads(server, 'supplier').at(-1)?.[0]).toBe('/api/supplier/products/get?page=3');

    fireEvent.mouseDown(screen.getByLabelText('Danh mục'));
    fireEvent.click(await screen.findByTitle(i18next.t('categories.ghe')));
    await waitFor(() =>
      expect(listReads(server, 'supplier').at(-1)?.[0]).toBe('/api/supplier/products/get?category=ghe'),
    );
  });

  it('goes back to the last page when the one shown has emptied', async () => {
    let total = 120;
    const server = stubServer([
      productsRoute('supplier', (query) => {
        const page = Number(query.get('page') ?? 1);
        return page > Math.ceil(total / 50)
          ? pageOf([], { page, limit: 50, total })
          : pageOf([product(`p${page}`, `Kệ ${page}`)], { page, limit: 50, total });
      }),
    ]);
    renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    await screen.findByText('Kệ 1');
    total = 100;
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('Kệ 2');
    expect(listReads(server, 'supplier').map(([path]) => path)).toEqual([
      '/api/supplier/products/get',
      '/api/supplier/products/get?page=3',
      '/api/supplier/products/get?page=2',
    ]);
  });
});

describe('the products screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each product with its price struck through beside the sale price, and Edit and Delete', async () => {
    const server = stubServer([
      productsRoute('supplier', () => pageOf([product('p1', 'Bàn trà', { price: 300, salePrice: 249.99 })])),
    ]);
    renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    // Queries by text: role queries weigh every antd style in jsdom and take seconds each.
    const card = (await screen.findByText('Bàn trà')).closest('article') as HTMLElement;
    expect(card.querySelector('s')?.textContent).toBe('$300.00');
    expect(card.querySelector('strong')?.textContent).toBe('$249.99');
    expect(within(card).getByText(i18next.t('backOffice.common.edit'))).toBeTruthy();
    expect(within(card).getByText(i18next.t('backOffice.common.delete'))).toBeTruthy();
    // A supplier filters by category only: brand and supplier are the admin's.
    expect(screen.queryByLabelText('Nhà cung cấp')).toBeNull();
    expect(listReads(server, 'supplier').map(([path]) => path)).toEqual(['/api/supplier/products/get']);
  });

  it('counts every product the filters match and fetches the page chosen', async () => {
    const server = stubServer([
      productsRoute('supplier', (query) => {
        const page = Number(query.get('page') ?? 1);
        return pageOf([product(`p${page}`, `Tủ ${page}`)], { page, limit: 50, total: 120 });
      }),
    ]);
    renderScreen(<ProductsPage area="supplier" />, { install: installBackOffice });
    await screen.findByText('Tủ 1');
    expect(screen.getByText('120 sản phẩm')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('Tủ 3');
    expect(listReads(server, 'supplier').at(-1)?.[0]).toBe('/api/supplier/products/get?page=3');
  });

  it("opens the sheet 'Add New Product' with the submit button disabled until the form is complete", async () => {
    stubServer([productsRoute('admin', () => pageOf([]))]);
    jest.spyOn(http, 'getJson').mockResolvedValue([]);
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
    const server = stubServer([
      productsRoute('supplier', () => pageOf([product('p7', 'Ghế đẩu Minh Long', { totalStock: 1 })])),
    ]);
    renderScreen(<ProductsPage area="supplier" />, {
      install: installBackOffice,
      route: '/supplier/products?search=Gh%E1%BA%BF+%C4%91%E1%BA%A9u+Minh+Long&edit=p7',
    });
    await waitFor(() =>
      expect(document.querySelector('.ant-drawer-title')?.textContent).toBe(i18next.t('backOffice.products.editTitle')),
    );
    expect(listReads(server, 'supplier')[0][0]).toBe(
      `/api/supplier/products/get?search=${encodeURIComponent('Ghế đẩu Minh Long').replace(/%20/g, '+')}`,
    );
    expect((screen.getByLabelText('Tìm theo tên') as HTMLInputElement).value).toBe('Ghế đẩu Minh Long');
  });
});
