import {
  chatMessages,
  chatQuestionMessages,
  defaultSiteSettings,
  inVietnamese,
  siteSettings,
  type ChatReply,
  type SiteSettings,
} from '@tavico/contracts';
import { adminEnv, buy, client, signInAdmin, signUp, startShop, testProduct, type TestShop } from '../support/shop';

type Client = ReturnType<typeof client>;

const furniture = {
  oakTable: { ...testProduct('Bàn ăn gỗ sồi 6 ghế', 14, 689, 619), description: 'Mặt bàn gỗ sồi Mỹ, kèm 6 ghế.' },
  // "bản lề" folds to "ban le": a question written with marks must not take it for a table.
  oakWardrobe: {
    ...testProduct('Tủ áo gỗ sồi', 7, 780),
    category: 'tu-ke',
    description: 'Tủ áo gỗ sồi, bản lề giảm chấn.',
  },
  diningChair: { ...testProduct('Ghế ăn gỗ sồi lưng cong', 60, 79), category: 'ghe', description: 'Ghế ăn ôm lưng.' },
  stool: { ...testProduct('Ghế đẩu gỗ cao su', 120, 35), category: 'ghe', description: 'Ghế đẩu tròn gọn nhẹ.' },
  armchair: { ...testProduct('Ghế bành gỗ tần bì', 12, 239, 199), category: 'ghe', description: 'Ghế bành nệm dày.' },
  sideTable: { ...testProduct('Bàn phụ gỗ tràm', 3, 50), description: 'Bàn phụ nhỏ cạnh sofa.' },
  linenSofa: { ...testProduct('Sofa gỗ sồi nệm lanh', 8, 899, 799), category: 'sofa', description: 'Sofa 3 chỗ.' },
  leatherSofa: { ...testProduct('Sofa gỗ óc chó da bò', 2, 1690), category: 'sofa', description: 'Sofa 2 chỗ da bò.' },
  soldOutBed: {
    ...testProduct('Giường gỗ hương chạm hoa', 0, 1450),
    category: 'giuong',
    description: 'Giường chạm tay.',
  },
};

/** What the owner saved in the back office: the chat answers with these (decisions §19). */
const contact: SiteSettings = {
  ...defaultSiteSettings,
  address: 'Lô A1, KCN Demo, Biên Hòa, Đồng Nai',
  hotlines: ['0901 234 567', '0283 812 3456'],
  email: 'lienhe@tavico.example',
  social: { ...defaultSiteSettings.social, facebook: 'https://www.facebook.com/tavico.example' },
};

describe('the chat assistant over HTTP', () => {
  let shop: TestShop;
  let admin: Client;
  const ids: Record<string, string> = {};

  const ask = async (question: unknown, who: Client = client(shop.url)) => {
    const res = await who.post('/api/chat-bot/ask', { question });
    return { status: res.status, body: res.json as ChatReply & { message?: string } };
  };
  const titles = (reply: ChatReply) => reply.products.map((p) => p.title);

  beforeAll(async () => {
    shop = await startShop({ env: { ...adminEnv, CHAT_QUESTIONS_PER_MINUTE: '200' } });
    admin = (await signInAdmin(shop.url)).c;
    for (const [key, product] of Object.entries(furniture)) {
      ids[key] = (await admin.post('/api/admin/products/add', product)).json.data._id;
    }
    expect((await admin.request('PUT', '/api/admin/settings', contact)).status).toBe(200);
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  describe('products', () => {
    it('finds "có bàn gỗ sồi không" with price, stock and a link that opens the product', async () => {
      const { status, body } = await ask('có bàn gỗ sồi không');
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.kind).toBe('products');
      expect(titles(body)).toEqual(['Bàn ăn gỗ sồi 6 ghế']);
      expect(body.products[0]).toEqual({
        _id: ids.oakTable,
        title: 'Bàn ăn gỗ sồi 6 ghế',
        image: '/images/x.svg',
        price: 689,
        salePrice: 619,
        stock: 'inStock',
        available: 14,
        link: `/listing?product=${ids.oakTable}`,
      });
      expect(body.answer).toContain('Bàn ăn gỗ sồi 6 ghế: $619.00 (khoảng 15.475.000 ₫), giảm từ $689.00, còn hàng');
    });

    it('ignores case and diacritics in the question', async () => {
      const { body } = await ask('CO BAN GO SOI KHONG');
      expect(titles(body)[0]).toBe('Bàn ăn gỗ sồi 6 ghế');
    });

    it('reads "ghế dưới 2 triệu" as chairs under 2,000,000 dong at the site rate', async () => {
      const { body } = await ask('ghế dưới 2 triệu');
      expect(body.kind).toBe('products');
      // 2,000,000 ₫ at 25,000 ₫ a dollar is $80: the $79 chair is in, the $199 armchair and the table are out.
      expect(titles(body).sort()).toEqual(['Ghế ăn gỗ sồi lưng cong', 'Ghế đẩu gỗ cao su']);
      expect(body.answer).toContain('giá dưới $80.00 (khoảng 2.000.000 ₫)');
      expect(body.links).toEqual([{ label: 'Xem tất cả Ghế', href: '/listing?category=ghe' }]);
    });

    it('answers "sofa nào đang giảm giá" with the sofas on sale only', async () => {
      const { body } = await ask('sofa nào đang giảm giá');
      expect(titles(body)).toEqual(['Sofa gỗ sồi nệm lanh']);
      expect(body.products[0]).toMatchObject({ price: 899, salePrice: 799, stock: 'lowStock', available: 8 });
      expect(body.answer).toContain('sắp hết, chỉ còn 8');
    });

    it('says when a product is sold out', async () => {
      const { body } = await ask('giường gỗ hương');
      expect(body.products).toEqual([
        expect.objectContaining({ title: 'Giường gỗ hương chạm hoa', stock: 'outOfStock' }),
      ]);
      expect(body.answer).toContain('tạm hết hàng');
    });

    it('answers from the catalogue as it is now: a product renamed, then deleted', async () => {
      const lamp = (
        await admin.post('/api/admin/products/add', {
          ...testProduct('Đèn bàn gỗ óc chó', 5, 45),
          category: 'trang-tri',
        })
      ).json.data._id;
      expect(titles((await ask('đèn bàn óc chó')).body)).toEqual(['Đèn bàn gỗ óc chó']);

      await admin.request('PUT', `/api/admin/products/edit/${lamp}`, {
        ...testProduct('Đèn ngủ gỗ óc chó', 5, 45),
        category: 'trang-tri',
      });
      expect(titles((await ask('đèn ngủ')).body)).toEqual(['Đèn ngủ gỗ óc chó']);
      expect((await ask('đèn bàn óc chó')).body.products).toEqual([]);

      await admin.request('DELETE', `/api/admin/products/delete/${lamp}`);
      const after = await ask('đèn ngủ');
      expect(after.body.products).toEqual([]);
      expect(after.body.kind).toBe('fallback');
    });

    it('says so when nothing matches the price asked, and where to ask instead', async () => {
      const { body } = await ask('sofa dưới 1 triệu');
      expect(body.kind).toBe('products');
      expect(body.products).toEqual([]);
      expect(body.answer).toContain('Hiện chưa có sản phẩm nào giá dưới $40.00');
      expect(body.answer).toContain(contact.hotlines[0]);
    });
  });

  describe("the shop's own pages", () => {
    it('tells the stall rent: 30,000 ₫ per m² a month, 120 m² a stall, 3,600,000 ₫ a stall a month', async () => {
      for (const question of ['giá thuê sạp bao nhiêu?', 'thue mat bang the nao']) {
        const { body } = await ask(question);
        expect(body.kind).toBe('site');
        expect(body.answer).toContain('30.000 ₫ mỗi m² mỗi tháng');
        expect(body.answer).toContain('120 m²');
        expect(body.answer).toContain('3.600.000 ₫ mỗi sạp mỗi tháng');
        expect(body.links).toContainEqual({ label: 'Cho thuê mặt bằng', href: '/dich-vu/thue-mat-bang' });
      }
    });

    it('tells where the showroom is and when it opens', async () => {
      const showroom = (await ask('Showroom ở đâu vậy?')).body;
      expect(showroom.answer).toContain(siteSettings.showroom);
      expect(showroom.answer).toContain(contact.address);
      const hours = (await ask('mấy giờ mở cửa')).body;
      expect(hours.answer).toContain(siteSettings.openingHours);
    });

    it('gives the contacts, the company and the services', async () => {
      const reached = (await ask('cho mình xin số hotline')).body;
      expect(reached.answer).toBe(
        `Bạn liên hệ Tavico qua hotline ${contact.hotlines.join(' hoặc ')}, email ${contact.email}, hoặc đến ${contact.address}. ` +
          'Tavico cũng có mặt trên Facebook.',
      );
      expect(reached.links).toEqual([{ label: 'Trang Liên hệ', href: '/contact' }]);

      expect((await ask('giới thiệu công ty Tavico')).body.answer).toContain('chợ đầu mối đồ gỗ nội thất');
      const shipping = (await ask('có dịch vụ vận chuyển không')).body;
      expect(shipping.links).toEqual([{ label: 'Bốc xếp - đóng gói', href: '/dich-vu/boc-xep-dong-goi' }]);
      expect(shipping.answer).toContain('Xe tải các cỡ');
      expect((await ask('có hồ bơi không')).body.links).toEqual([
        { label: 'Giải trí - ăn uống', href: '/dich-vu/giai-tri-an-uong' },
      ]);
    });
  });

  describe("a customer's own orders", () => {
    it('lists the asker’s latest orders with their status, and never anyone else’s', async () => {
      const lan = await signUp(shop.url, 'lan@example.vn', 'Lan');
      const minh = await signUp(shop.url, 'minh@example.vn', 'Minh');
      const first = await buy(shop.url, lan.c, lan.id, [{ productId: ids.stool, quantity: 2 }]);
      const second = await buy(shop.url, lan.c, lan.id, [{ productId: ids.diningChair, quantity: 1 }]);
      await admin.request('PUT', `/api/admin/orders/update/${second.orderId}`, { orderStatus: 'inShipping' });

      const mine = (await ask('đơn hàng của tôi đến đâu rồi', lan.c)).body;
      expect(mine.kind).toBe('orders');
      expect(mine.answer).toContain('2 đơn hàng gần nhất của bạn:');
      const lines = mine.answer.split('\n');
      expect(lines[1]).toContain(`Đơn ${second.code}`);
      expect(lines[1]).toContain('tổng $79.00: đang được giao.');
      expect(lines[2]).toContain(`Đơn ${first.code}`);
      expect(lines[2]).toContain('2 sản phẩm, tổng $70.00: đã thanh toán');
      expect(mine.links).toEqual([{ label: 'Xem đơn hàng trong Tài khoản', href: '/shop/account' }]);

      const others = (await ask('don hang cua toi dau roi', minh.c)).body;
      expect(others.kind).toBe('orders');
      expect(others.answer).toContain('Bạn chưa có đơn hàng nào');
      expect(others.answer).not.toContain(first.orderId.slice(-8));
      expect(others.answer).not.toContain(second.orderId.slice(-8));
    });

    it('asks a guest to sign in first', async () => {
      const { body } = await ask('kiểm tra đơn hàng của tôi');
      expect(body.kind).toBe('orders');
      expect(body.answer).toBe('Bạn vui lòng đăng nhập để mình tra cứu đơn hàng của bạn.');
      expect(body.links).toEqual([{ label: 'Đăng nhập', href: '/auth/login' }]);
    });
  });

  describe('anything else', () => {
    it('points to the hotline and the contact page', async () => {
      const { status, body } = await ask('xyzzy plugh quux');
      expect(status).toBe(200);
      expect(body.kind).toBe('fallback');
      expect(body.answer).toContain(`gọi hotline ${contact.hotlines.join(' hoặc ')}`);
      expect(body.links).toEqual([{ label: 'Trang Liên hệ', href: '/contact' }]);
    });
  });

  describe("the owner's settings, read when asked", () => {
    /** Saves the settings as the admin, then asks as a guest who reads at least that write. */
    async function savedThenAsk(settings: SiteSettings) {
      const saved = await admin.request('PUT', '/api/admin/settings', settings);
      expect(saved.status).toBe(200);
      const after = { 'X-Min-Position': String(saved.json.position) };
      return async (question: string) =>
        (await client(shop.url).post('/api/chat-bot/ask', { question }, after)).json.answer as string;
    }

    it('answers with a hotline and a rate the owner has just changed', async () => {
      const changed = { ...contact, hotlines: ['0938 765 432'], vndPerUsd: 26_000 };
      const ask = await savedThenAsk(changed);
      expect(await ask('cho mình xin số hotline')).toContain('hotline 0938 765 432,');
      // $79 at 26,000 ₫ a dollar; "dưới 2 triệu" is read at the same rate ($76.92).
      expect(await ask('ghế ăn gỗ sồi lưng cong')).toContain('$79.00 (khoảng 2.054.000 ₫)');
      expect(await ask('ghế dưới 2 triệu')).toContain('giá dưới $76.92');
    });

    it('says no value the owner has not set, and sends the asker to the contact page instead', async () => {
      const ask = await savedThenAsk(defaultSiteSettings);
      const reached = await ask('cho mình xin số hotline');
      expect(reached).toBe('Bạn liên hệ Tavico qua trang Liên hệ.');
      const lost = await ask('xyzzy plugh quux');
      expect(lost).toContain('hoặc xem trang Liên hệ để được tư vấn trực tiếp.');
      const showroom = await ask('Showroom ở đâu vậy?');
      expect(showroom).not.toContain('Địa chỉ');
      for (const answer of [reached, lost, showroom]) expect(answer).not.toMatch(/\[|undefined|hotline ,/);
    });
  });

  describe('bad input', () => {
    it('refuses a blank question with 400 and a message', async () => {
      for (const question of ['', '   \n ', undefined]) {
        const { status, body } = await ask(question);
        expect(status).toBe(400);
        expect(body).toEqual({ success: false, message: chatMessages.blank });
      }
    });

    it('refuses more than 1,000 characters, and takes 1,000', async () => {
      const long = await ask('ghế '.repeat(250) + 'x');
      expect(long.status).toBe(400);
      expect(long.body.message).toBe(chatMessages.tooLong);
      expect(chatMessages.tooLong).toContain('1.000 ký tự');
      expect(inVietnamese(chatQuestionMessages.tooLong)).toBe(chatMessages.tooLong);
      expect(inVietnamese(chatQuestionMessages.blank)).toBe(chatMessages.blank);
      expect((await ask('a'.repeat(1000))).status).toBe(200);
    });

    it('refuses a question that is not text, and a body that is not an object', async () => {
      expect((await ask({ $ne: null })).status).toBe(400);
      const raw = await client(shop.url).post('/api/chat-bot/ask', '"hỏi"');
      expect(raw.status).toBe(400);
    });
  });
});
