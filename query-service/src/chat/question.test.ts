import { readQuestion } from './question';

describe('reading a question', () => {
  it.each([
    ['có bàn gỗ sồi không', ['bàn', 'gỗ', 'sồi']],
    ['co ban go soi khong', ['ban', 'go', 'soi']],
    ['Bạn có bán đồ trang trí không?', ['đồ', 'trang', 'trí']],
    ['tủ 3 cánh', ['tủ', '3', 'cánh']],
    ['giường 1m8', ['giường', '1m8']],
  ])('keeps the words to look up in "%s"', (question, terms) => {
    expect(readQuestion(question).terms).toEqual(terms);
  });

  it.each([
    ['ghế dưới 2 triệu', null, 8000],
    ['ghe duoi 500k', null, 2000],
    ['bàn dưới 2.000.000đ', null, 8000],
    ['bàn trên $300', 30000, null],
    ['giường từ 10 đến 20 triệu', 40000, 80000],
    ['kệ khoảng 4 triệu', 12000, 20000],
    ['sofa 20 triệu', 60000, 100000],
    ['tủ 3 cánh', null, null],
    ['giường 1m8', null, null],
  ])('reads the price in "%s" as dollars in cents at 25,000 ₫ a dollar', (question, min, max) => {
    const q = readQuestion(question);
    expect([q.minCents, q.maxCents]).toEqual([min, max]);
    expect(q.terms.some((t) => /^\d+$/.test(t) && t !== '3')).toBe(false);
  });

  it.each([
    ['ghế dưới 5 triệu', null, 5_000_000],
    ['ghe duoi 500k', null, 500_000],
    ['kệ dưới 500', null, 500_000],
    ['bàn dưới 2.000.000đ', null, 2_000_000],
    ['bàn trên $300', 7_500_000, null],
    ['giường từ 10 đến 20 triệu', 10_000_000, 20_000_000],
    ['tủ 3 cánh', null, null],
  ])('reads the price in "%s" as đồng on a đồng shop', (question, min, max) => {
    const q = readQuestion(question, { currency: 'VND', vndPerUsd: 25_000 });
    expect([q.minCents, q.maxCents]).toEqual([min, max]);
  });

  it('finds a sale, a price order and a question about orders', () => {
    expect(readQuestion('sofa nào đang giảm giá')).toMatchObject({ terms: ['sofa'], onSale: true });
    expect(readQuestion('ghế rẻ nhất')).toMatchObject({ terms: ['ghế'], sort: 'cheapest' });
    expect(readQuestion('sofa đắt nhất')).toMatchObject({ terms: ['sofa'], sort: 'dearest' });
    expect(readQuestion('đơn hàng của tôi đến đâu rồi').aboutOrders).toBe(true);
    expect(readQuestion('DON HANG CUA TOI').aboutOrders).toBe(true);
    expect(readQuestion('bàn gỗ sồi').aboutOrders).toBe(false);
  });
});
