import { dongInWords } from './words';

describe('an amount of đồng in words', () => {
  it('says it as an invoice does, with a capital', () => {
    expect(dongInWords(3_200_000)).toBe('Ba triệu hai trăm nghìn đồng');
    expect(dongInWords(1_005_000)).toBe('Một triệu không trăm lẻ năm nghìn đồng');
    expect(dongInWords(15_490_000)).toBe('Mười lăm triệu bốn trăm chín mươi nghìn đồng');
    expect(dongInWords(0)).toBe('Không đồng');
  });

  it('refuses what is not a whole amount', () => {
    expect(() => dongInWords(-1)).toThrow(RangeError);
    expect(() => dongInWords(1.5)).toThrow(RangeError);
  });
});
