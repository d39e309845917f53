import { vietnameseSortKey } from './catalogue';
import { cartTotalCents } from './storefront';

const byKey = (words: string[]) =>
  [...words].sort((a, b) =>
    vietnameseSortKey(a) < vietnameseSortKey(b) ? -1 : vietnameseSortKey(a) > vietnameseSortKey(b) ? 1 : 0,
  );

describe('Vietnamese sort key', () => {
  it('orders letters as the Vietnamese alphabet does', () => {
    expect(byKey(['Ôm', 'Ơn', 'Om', 'Đôn', 'Dây', 'Ân', 'Ăn', 'An', 'Ưa', 'Ua', 'Ê', 'E'])).toEqual([
      'An',
      'Ăn',
      'Ân',
      'Dây',
      'Đôn',
      'E',
      'Ê',
      'Om',
      'Ôm',
      'Ơn',
      'Ua',
      'Ưa',
    ]);
  });

  it('orders tones after letters: none, huyền, hỏi, ngã, sắc, nặng', () => {
    expect(byKey(['má', 'mạ', 'mà', 'ma', 'mã', 'mả', 'mai'])).toEqual(['ma', 'mà', 'mả', 'mã', 'má', 'mạ', 'mai']);
  });

  it('ignores case and agrees with the browser collation on furniture titles', () => {
    const titles = [
      'Sofa gỗ sồi 3 chỗ',
      'sofa góc chữ L',
      'Bàn ăn gỗ sồi',
      'Bàn trà',
      'Bàn tròn',
      'Ghế đẩu',
      'Ghế bành',
      'Giường tầng',
      'Giường đơn',
      'Đồng hồ treo tường',
      'Dây thừng',
      'Tủ áo',
      'Tủ đầu giường',
      'Tượng gỗ',
      'Kệ sách',
      'Khay trà',
      'Ván MDF',
    ];
    const collator = new Intl.Collator('vi', { sensitivity: 'base' });
    expect(byKey(titles)).toEqual([...titles].sort(collator.compare));
  });
});

describe('rules the browser and the server share', () => {
  it("totals a cart in cents at each line's effective price, with no float drift", () => {
    const lines = [
      { price: 0.1, salePrice: 0, quantity: 1 },
      { price: 0.3, salePrice: 0.2, quantity: 1 },
      { price: 239, salePrice: 199.99, quantity: 3 },
    ];
    expect(cartTotalCents(lines, 'USD')).toBe(10 + 20 + 3 * 19999);
    // Đồng have no minor unit: the amounts are the total.
    expect(cartTotalCents([{ price: 15_490_000, salePrice: 0, quantity: 2 }], 'VND')).toBe(30_980_000);
  });
});
