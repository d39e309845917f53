import { apiRoutes, messages, inVietnamese } from '@tavico/contracts';
import { buy, client, testAddress, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';

type Client = ReturnType<typeof client>;
type Who = 'guest' | 'customer' | 'supplier' | 'admin';

const oneLine = (label: string) => inVietnamese(messages.notOneLine(label));
const written = (label: string) => inVietnamese(messages.controlInText(label));

/**
 * The review's finding 9, as the attack: CR, LF, NUL and other control characters in every kind
 * of text field. A one-line field (names, titles, address lines, phone, codes, settings, search)
 * refuses them all, tabs too; written text (descriptions, reviews, notes, post bodies, questions,
 * a supplier's story) takes line breaks and tabs and nothing else. Each refusal is a 400 naming
 * the field, and records nothing.
 */
describe('control characters in text fields', () => {
  const shop = scenario();
  const as: Partial<Record<Who, Client>> = {};
  let customerId = '';
  let productId = '';
  const events = async () => (await shop.shop.eventStore.headPosition()) ?? 0;

  const product = (overrides: Record<string, unknown>) => ({ ...testProduct('Bàn gỗ', 3), ...overrides });
  const address = (overrides: Record<string, unknown>) => ({ ...testAddress, userId: customerId, ...overrides });
  const register = (userName: string) => ({ userName, email: 'moi@example.vn', password: 'mat-khau-8' });
  const post = (overrides: Record<string, unknown>) => ({
    title: 'Hội chợ',
    cover: '/images/x.svg',
    body: '<p>Nội dung.</p>',
    status: 'draft',
    ...overrides,
  });
  const settings = async (overrides: Record<string, unknown>) => ({
    ...(await as.guest!.get(apiRoutes.siteSettings.get)).json.data,
    ...overrides,
  });

  beforeAll(async () => {
    as.guest = client(shop.url);
    as.admin = shop.admin;
    const customer = await shop.signUp('lan@example.vn', 'Nguyễn Lan');
    as.customer = customer.c;
    customerId = customer.id;
    as.supplier = (await shop.signUp('xuong@example.vn', 'Xưởng Gỗ', 'supplier')).c;
    const added = await as.admin.post(apiRoutes.adminProducts.add, testProduct('Ghế gỗ', 5));
    productId = added.json.data._id;
  });

  const refused: [string, Who, string, string, () => unknown | Promise<unknown>, string][] = [
    ['a name with CR LF', 'guest', 'POST', apiRoutes.auth.register, () => register('Lan\r\nSet-Cookie: x=1'), oneLine('tên người dùng')],
    ['a name with NUL', 'guest', 'POST', apiRoutes.auth.register, () => register('Lan\u0000admin'), oneLine('tên người dùng')],
    ['a name with a tab', 'guest', 'POST', apiRoutes.auth.register, () => register('Lan\tAnh'), oneLine('tên người dùng')],
    ['a name with a C1 control', 'guest', 'POST', apiRoutes.auth.register, () => register('Lan\u0085Anh'), oneLine('tên người dùng')],
    ['a name reading backwards (U+202E)', 'guest', 'POST', apiRoutes.auth.register, () => register('Lan\u202Egnp.exe'), oneLine('tên người dùng')],
    ['a name with a bidi isolate (U+2066)', 'guest', 'POST', apiRoutes.auth.register, () => register('Lan\u2066Anh'), oneLine('tên người dùng')],
    ['a description with a bidi override', 'admin', 'POST', apiRoutes.adminProducts.add, () => product({ description: 'Gỗ\u202Dsồi' }), written('mô tả (description)')],
    ['an e-mail with LF', 'guest', 'POST', apiRoutes.auth.register, () => ({ ...register('Lan'), email: 'a@b.vn\n' }), oneLine('email')],
    ['a product title with LF', 'admin', 'POST', apiRoutes.adminProducts.add, () => product({ title: 'Bàn\ngỗ' }), oneLine('tên sản phẩm (title)')],
    ['a product title with NUL', 'supplier', 'POST', apiRoutes.supplierProducts.add, () => product({ title: 'Bàn\u0000' }), oneLine('tên sản phẩm (title)')],
    ['a description with NUL', 'admin', 'POST', apiRoutes.adminProducts.add, () => product({ description: 'Gỗ\u0000sồi' }), written('mô tả (description)')],
    ['a description with a lone CR', 'admin', 'POST', apiRoutes.adminProducts.add, () => product({ description: 'Gỗ\rsồi' }), written('mô tả (description)')],
    ['a specification with LF', 'admin', 'POST', apiRoutes.adminProducts.add, () => product({ material: 'Gỗ\nsồi' }), oneLine('Chất liệu (material)')],
    ['an image address with NUL', 'admin', 'POST', apiRoutes.adminProducts.add, () => product({ image: '/images/x\u0000.svg' }), oneLine('ảnh sản phẩm (image)')],
    ['an address line with CR', 'customer', 'POST', apiRoutes.shop.addressAdd, () => address({ address: '12 Đồng Khởi\r' }), oneLine('địa chỉ (address)')],
    ['a recipient with NUL', 'customer', 'POST', apiRoutes.shop.addressAdd, () => address({ recipientName: 'Lan\u0000' }), oneLine('tên người nhận (recipientName)')],
    ['a phone with LF', 'customer', 'POST', apiRoutes.shop.addressAdd, () => address({ phone: '0912\n345678' }), oneLine('số điện thoại (phone)')],
    ['notes with NUL', 'customer', 'POST', apiRoutes.shop.addressAdd, () => address({ notes: 'Gọi trước\u0000' }), written('ghi chú (notes)')],
    ['a review with NUL', 'admin', 'POST', apiRoutes.shop.addReview, () => ({ productId, reviewMessage: 'Đẹp\u0000', reviewValue: 5 }), written('nội dung đánh giá')],
    ['a company name with LF', 'admin', 'PUT', apiRoutes.siteSettings.save, () => settings({ companyName: 'Tavico\nHome' }), oneLine('Tên công ty')],
    ['a bank account name with a tab', 'admin', 'PUT', apiRoutes.siteSettings.save, () => settings({ bank: { name: '', bin: '', accountNumber: '', accountName: 'A\tB' } }), oneLine('Tên chủ tài khoản')],
    ['a post title with LF', 'admin', 'POST', apiRoutes.posts.create, () => post({ title: 'Hội\nchợ' }), oneLine('tiêu đề')],
    ['a post body with NUL', 'admin', 'POST', apiRoutes.posts.create, () => post({ body: '<p>Hội\u0000chợ</p>' }), written('nội dung')],
    ['a supplier story with ESC', 'supplier', 'PUT', apiRoutes.suppliers.profile, () => ({ logo: '/images/x.svg', background: 'Làng\u001b[31m nghề', contactInfo: 'Đồng Nai' }), written('câu chuyện (background)')],
    ['a cart line’s product with LF', 'customer', 'POST', apiRoutes.shop.cartAdd, () => ({ userId: customerId, productId: `${productId}\n`, quantity: 1 }), oneLine('sản phẩm (productId)')],
  ]; // prettier-ignore

  it.each(refused)(
    'refuses %s with 400 naming the field, and records nothing',
    async (_what, who, method, route, body, message) => {
      const before = await events();
      const res = await as[who]!.request(method, route, await body());
      expect([res.status, res.json]).toEqual([400, { success: false, message }]);
      expect(await events()).toBe(before);
    },
  );

  it('refuses a chat question with NUL, and a search with a control character', async () => {
    const asked = await as.guest!.post(apiRoutes.chatBot.ask, { question: 'Bàn\u0000gỗ?' });
    expect([asked.status, asked.json.message]).toEqual([400, written('câu hỏi')]);
    for (const keyword of ['b%C3%A0n%00', 'b%C3%A0n%0Ag%E1%BB%97', '%1B']) {
      const found = await as.guest!.get(apiRoutes.shop.search.replace(':keyword', keyword));
      expect([keyword, found.status, found.json.message]).toEqual([keyword, 400, oneLine('từ khóa tìm kiếm')]);
    }
    const listed = await as.admin!.get(`${apiRoutes.adminProducts.get}?search=gh%E1%BA%BF%0D`);
    expect([listed.status, listed.json.message]).toEqual([400, oneLine('từ khóa tìm kiếm')]);
    const people = await as.admin!.get(`${apiRoutes.adminUsers.list}?search=lan%00`);
    expect([people.status, people.json.message]).toEqual([400, oneLine('từ khóa tìm kiếm')]);
  });

  it('takes line breaks and tabs in written text, as forms send them', async () => {
    const description = 'Gỗ sồi nguyên khối.\nKích thước:\t120 × 60 cm\r\nBảo hành 2 năm.';
    const added = await as.admin!.post(apiRoutes.adminProducts.add, product({ description }));
    expect(added.status).toBe(201);
    const read = await as.admin!.get(apiRoutes.shop.product.replace(':id', added.json.data._id));
    expect(read.json.data.description).toBe(description);

    const saved = await as.customer!.post(
      apiRoutes.shop.addressAdd,
      address({ notes: 'Gọi trước.\nGiao giờ hành chính.' }),
    );
    expect(saved.status).toBe(201);
    await buy(shop.url, as.customer!, customerId, [{ productId, quantity: 1 }]);
    const reviewed = await as.customer!.post(apiRoutes.shop.addReview, {
      productId,
      reviewMessage: 'Rất chắc.\n\nSẽ mua thêm.',
      reviewValue: 5,
    });
    expect(reviewed.status).toBe(201);
    const profile = await as.supplier!.request('PUT', apiRoutes.suppliers.profile, {
      logo: '/images/x.svg',
      background: 'Làng nghề Bình Dương.\r\nBa đời làm gỗ.',
      contactInfo: 'Xưởng: 12 Đồng Khởi\nĐT: 0912 345 678',
    });
    expect(profile.status).toBe(200);
    const shopSettings = await as.admin!.request(
      'PUT',
      apiRoutes.siteSettings.save,
      await settings({ address: '12 Đồng Khởi\nBiên Hòa' }),
    );
    expect(shopSettings.status).toBe(200);
  });
});
