import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { readOutbox, readOutboxMessage } from '@tavico/infrastructure';
import { adminEnv, approveSandbox, placeOrder, testAddress } from '../support/shop';
import { scenario, type Client } from '../support/scenario';
import { eventually } from '../support/live';

const root = path.join(__dirname, '..', '..');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const htmlLangOf = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];

/**
 * What the shop says beyond its API messages, in the request's language (decisions §32): the
 * HTML head it sends, the listing's filter labels (kept answers one per language), the chat
 * assistant, the sandbox payment page and the claim e-mail. Vietnamese by default; English with
 * the `lang` cookie or `?lang=en`.
 */
describe('the shop in the request’s language', () => {
  let dist = '';
  const shop = scenario({
    product: { title: 'Bàn trà gỗ sồi', totalStock: 20 },
    customer: true,
    env: { ...adminEnv, PUBLIC_URL: 'https://shop.tavico.vn' },
    frontendDist: () => {
      dist = mkdtempSync(path.join(tmpdir(), 'tavico-languages-'));
      writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(root, 'frontend/index.html')));
      return dist;
    },
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const inEnglish = (c: Client = shop.guest()) => {
    c.cookies.set('lang', 'en');
    return c;
  };
  const page = async (route: string, c: Client = shop.guest()) => {
    const answer = await c.get(route);
    return { status: answer.status, html: answer.text };
  };

  describe('the page head the server sends', () => {
    it('is Vietnamese by default, with <html lang="vi">', async () => {
      const { status, html } = await page('/listing');
      expect(status).toBe(200);
      expect(titleOf(html)).toBe('Sản phẩm đồ gỗ nội thất | Tavico Home');
      expect(metaOf(html, 'og:title')).toBe('Sản phẩm đồ gỗ nội thất | Tavico Home');
      expect(metaOf(html, 'og:locale')).toBe('vi_VN');
      expect(htmlLangOf(html)).toBe('vi');
    });

    it('is English with the cookie or ?lang=en: title, description, Open Graph and <html lang>', async () => {
      for (const { html } of [await page('/listing', inEnglish()), await page('/listing?lang=en')]) {
        expect(titleOf(html)).toBe('Wooden furniture | Tavico Home');
        expect(metaOf(html, 'description')).toMatch(/^Wooden tables, chairs/);
        expect(metaOf(html, 'og:title')).toBe('Wooden furniture | Tavico Home');
        expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
        expect(metaOf(html, 'og:locale')).toBe('en_US');
        expect(htmlLangOf(html)).toBe('en');
      }
      // No layer of pictures over the page any more (issue 29): the page itself comes in its language
      // when the server renders it (serverRendered.int.test.ts).
      expect((await page('/listing?lang=en')).html).not.toContain('first-screen');
      expect((await page('/listing?category=ghe')).html).not.toContain('first-screen');
      expect(titleOf((await page('/', inEnglish())).html)).toBe('Tavico Home – Wooden Furniture Wholesale Market');
      expect(titleOf((await page('/shop/checkout', inEnglish())).html)).toBe('Checkout | Tavico Home');
      expect(titleOf((await page('/dich-vu/thue-mat-bang?lang=en')).html)).toBe('Premises rental | Tavico Home');
      const missing = await page('/khong-co-trang-nay?lang=en');
      expect(missing.status).toBe(404);
      expect(titleOf(missing.html)).toBe('Page not found | Tavico Home');
      // The Vietnamese page after the English one is Vietnamese still.
      expect(titleOf((await page('/listing')).html)).toBe('Sản phẩm đồ gỗ nội thất | Tavico Home');
    });
  });

  describe("the listing's filters", () => {
    const labels = async (c: Client, route = '/api/shop/products/filters', headers?: Record<string, string>) => {
      const answer = await c.get(route, headers);
      expect(answer.status).toBe(200);
      const [category, brand] = answer.json.data as { label: string; options: { id: string; label: string }[] }[];
      return {
        groups: [category.label, brand.label],
        tables: category.options.find((o) => o.id === 'ban')?.label,
        house: brand.options.find((o) => o.id === 'noi-that-tavico')?.label,
      };
    };

    it('are named in the request’s language, and a kept answer is never served to the other language', async () => {
      const vietnamese = { groups: ['Danh mục', 'Thương hiệu'], tables: 'Bàn', house: 'Nội thất Tavico' };
      const english = { groups: ['Category', 'Brand'], tables: 'Tables', house: 'Tavico Furniture' };
      // Each asked twice in turn: the second of each comes from the kept answers.
      for (let round = 0; round < 2; round++) {
        expect(await labels(shop.guest())).toEqual(vietnamese);
        expect(await labels(inEnglish())).toEqual(english);
        expect(await labels(shop.guest(), '/api/shop/products/filters?lang=en')).toEqual(english);
        const accepting = (value: string) =>
          labels(shop.guest(), '/api/shop/products/filters', { 'Accept-Language': value });
        expect(await accepting('en-US,en;q=0.9')).toEqual(english);
        expect(await accepting('vi-VN,vi;q=0.9,en;q=0.8')).toEqual(vietnamese);
      }
    });
  });

  describe('the chat assistant', () => {
    const ask = (question: string, c: Client) => c.post('/api/chat-bot/ask', { question });

    it('answers in Vietnamese by default and in English when asked', async () => {
      const vietnamese = (await ask('bàn trà gỗ sồi', shop.guest())).json;
      expect(vietnamese.answer).toMatch(/^Mình tìm thấy 1 sản phẩm:/);
      expect(vietnamese.links[0].label).toBe('Xem tất cả Bàn');
      const english = (await ask('bàn trà gỗ sồi', inEnglish())).json;
      expect(english.kind).toBe('products');
      expect(english.answer).toMatch(/^I found 1 product:\n• Bàn trà gỗ sồi: .*, in stock\nClick a product/);
      expect(english.links[0]).toEqual({ label: 'See all: Tables', href: '/listing?category=ban' });

      const hours = (await shop.guest().post('/api/chat-bot/ask?lang=en', { question: 'giờ mở cửa' })).json;
      expect(hours.kind).toBe('site');
      expect(hours.answer).toMatch(/open|order on the website/);
      expect(hours.answer).not.toMatch(/mở cửa|đặt hàng/);
      expect(hours.links[0].label).toBe('Contact page');

      // A few English words find the shop's pages too.
      const open = (await ask('opening hours', inEnglish())).json;
      expect(open.kind).toBe('site');
      expect(open.answer).toBe(hours.answer);

      const orders = (await ask('đơn hàng của tôi', inEnglish())).json;
      expect(orders.answer).toBe('Please sign in so that I can look up your orders.');
      expect(orders.links[0].label).toBe('Sign in');
      const nothing = (await ask('xyzw qwerty', inEnglish())).json;
      expect(nothing.kind).toBe('fallback');
      expect(nothing.answer).toMatch(/^Sorry, I have not found an answer/);
    });
  });

  describe('the sandbox payment page', () => {
    it('is in the language of the browser that opens it', async () => {
      const { c, id } = shop.customer;
      expect((await c.post('/api/shop/cart/add', { userId: id, productId: shop.productId, quantity: 1 })).status).toBe(
        200,
      );
      const created = await placeOrder(c, id);
      expect(created.status).toBe(201);
      const approval = new URL(created.json.approvalURL as string, shop.url).pathname;
      const vietnamese = await page(approval);
      expect(vietnamese.status).toBe(200);
      expect(htmlLangOf(vietnamese.html)).toBe('vi');
      expect(vietnamese.html).toContain('<h1>Thanh toán thử nghiệm Tavico</h1>');
      expect(vietnamese.html).toContain('type="submit">Đồng ý thanh toán</button>');
      expect(vietnamese.html).not.toContain('Approve');
      for (const english of [await page(approval, inEnglish()), await page(`${approval}?lang=en`)]) {
        expect(htmlLangOf(english.html)).toBe('en');
        expect(english.html).toContain('<h1>Tavico sandbox payment</h1>');
        expect(english.html).toContain('type="submit">Approve</button>');
        expect(english.html).not.toContain('Đồng ý');
      }
      const missing = await page('/sandbox-pay/SBX-NOPE?lang=en');
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('<h1>Payment not found</h1>');
      expect((await page('/sandbox-pay/SBX-NOPE')).html).toContain('<h1>Không tìm thấy khoản thanh toán</h1>');
      expect((await approveSandbox(shop.url, created.json.approvalURL as string)).status).toBe(303);
    });
  });

  describe('the claim e-mail', () => {
    const outbox = () => path.join(shop.dataDir, 'outbox');
    const claimMailTo = (to: string) =>
      eventually(async () => {
        const [entry] = (await readOutbox(outbox())).filter(
          (e) => e.to === to && e.messageId.startsWith('<order-claim-'),
        );
        expect(entry).toBeDefined();
        return simpleParser((await readOutboxMessage(outbox(), entry.name)) ?? '');
      }, 15_000);
    /** A guest in a browser of its own places a COD order with this e-mail; its code. */
    const guestBuys = async (email: string) => {
      const c = shop.guest();
      const id = (await c.post('/api/auth/guest')).json.user.id as string;
      await c.post('/api/shop/cart/add', { userId: id, productId: shop.productId, quantity: 1 });
      await c.post('/api/shop/address/add', { ...testAddress, userId: id });
      const addressId = (await c.get(`/api/shop/address/get/${id}`)).json.data[0]._id as string;
      expect((await c.request('PUT', '/api/auth/guest/contact', { userName: 'Guest', email })).status).toBe(200);
      const placed = await c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
      expect(placed.status).toBe(201);
      return placed.json.code as string;
    };
    const today = () => {
      const [y, m, d] = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10).split('-');
      return `${d}/${m}/${y}`;
    };

    it('is in the language of the registration that triggered it, naming each order', async () => {
      const codes = [await guestBuys('hoa@example.vn'), await guestBuys('hoa@example.vn')];
      const c = inEnglish();
      const registered = await c.post('/api/auth/register', {
        userName: 'Hoa',
        email: 'hoa@example.vn',
        password: 'mat-khau-8',
      });
      expect(registered.status).toBeLessThan(300);
      const mail = await claimMailTo('hoa@example.vn');
      expect(mail.subject).toBe('Attach the orders you placed to your account (2)');
      for (const code of codes) {
        expect(mail.text).toContain(`• Order ${code}, placed on ${today()}, delivered to Đồng Nai`);
      }
      expect(mail.text).not.toMatch(/Xin chào|đơn hàng/);
    });

    it('is Vietnamese when the registration was', async () => {
      const code = await guestBuys('binh@example.vn');
      await shop.signUp('binh@example.vn', 'Bình');
      const mail = await claimMailTo('binh@example.vn');
      expect(mail.subject).toBe('Gắn 1 đơn hàng đã mua với tài khoản của bạn');
      expect(mail.text).toContain(`• Đơn ${code}, đặt ngày ${today()}, giao tới Đồng Nai`);
    });
  });
});
