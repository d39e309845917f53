import { vietnameseSortKey } from './catalogue';

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
