import type { OrderState, PaymentMethod } from '@tavico/contracts';
import { renderOrderEmail, type OrderEmailKind } from './orderEmails';

const order = (paymentMethod: PaymentMethod, lang?: 'vi' | 'en') =>
  ({
    orderId: 'o1',
    code: 'TV-26-0000009',
    userId: 'u1',
    userName: 'Lan',
    items: [{ productId: 'p1', title: 'Bàn', image: '/p.svg', priceCents: 1_500_000, quantity: 1 }],
    address: { addressId: 'a1', address: '1 Lê Lợi', city: 'Biên Hòa', pincode: '810000', phone: '0901', notes: '' },
    totalCents: 1_500_000,
    currency: 'VND',
    paymentMethod,
    placedAt: '2026-11-25T01:00:00.000Z',
    expiresAt: '2026-11-26T01:00:00.000Z',
    orderStatus: 'pending',
    paymentStatus: 'pending',
    timeline: [],
    ...(lang ? { lang } : {}),
  }) as unknown as OrderState;

const kinds: OrderEmailKind[] = ['placed', 'paid', 'inShipping', 'delivered', 'cancelled', 'rejected', 'expired'];
const methods: PaymentMethod[] = ['cod', 'bank-transfer', 'paypal'];
const context = { shopName: 'Tavico Home', shopUrl: 'https://shop.tavico.vn', hotline: '0909 123 456' };

describe('order e-mails in the buyer’s language', () => {
  it('say every kind, for every way to pay, in both languages, with no key left unsaid', () => {
    for (const lang of ['vi', 'en'] as const)
      for (const method of methods)
        for (const kind of kinds) {
          const { subject, text, html } = renderOrderEmail(kind, order(method, lang), context);
          expect({ lang, method, kind, leftover: /email\.|{{/.test(subject + text + html) }).toEqual({
            lang,
            method,
            kind,
            leftover: false,
          });
          expect(html).toContain(`<html lang="${lang}">`);
        }
  });

  it('names the status as the shop does: Vietnamese names in Vietnamese, the spec’s in English', () => {
    const vietnamese = kinds.map(
      (kind) => /Trạng thái: (.*)/.exec(renderOrderEmail(kind, order('cod'), context).text)?.[1],
    );
    expect(vietnamese).toEqual([
      'Chờ xác nhận',
      'Đã xác nhận',
      'Đang giao',
      'Đã giao',
      'Đã hủy',
      'Đã từ chối',
      'Đã hủy',
    ]);
    const english = renderOrderEmail('inShipping', order('cod', 'en'), context);
    expect(english.subject).toBe('Order TV-26-0000009 is on its way');
    expect(english.text).toContain('Status: In Shipping');
    expect(english.text).toContain('Payment: Cash on delivery');
    expect(english.text).toContain('See the order: https://shop.tavico.vn/shop/account?lang=en');
  });

  it('speaks Vietnamese to orders placed before the language was recorded', () => {
    const { subject, text } = renderOrderEmail('placed', order('bank-transfer'), context);
    expect(subject).toBe('Tavico Home đã nhận đơn hàng TV-26-0000009');
    expect(text).toContain('Chào Lan,');
    expect(text).toContain('Xem đơn hàng: https://shop.tavico.vn/shop/account\n');
  });

  it("says the voucher's discount in the buyer's language, and nothing of a voucher that took nothing off", () => {
    const withVoucher = (discountCents: number, lang?: 'vi' | 'en') =>
      ({
        ...order('cod', lang),
        voucher: { code: 'TAVICO10', discountCents },
        totalCents: 1_500_000 - discountCents,
      }) as OrderState;
    expect(renderOrderEmail('placed', withVoucher(150_000), context).text).toContain(
      'Mã giảm giá TAVICO10: −150.000 ₫\nTổng cộng: 1.350.000 ₫',
    );
    expect(renderOrderEmail('placed', withVoucher(150_000, 'en'), context).text).toContain(
      'Voucher TAVICO10: −150.000 ₫',
    );
    expect(renderOrderEmail('placed', withVoucher(0), context).text).not.toContain('TAVICO10');
  });
});
