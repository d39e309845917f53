import { csvCell, csvRow } from './csv';

describe('CSV cells (RFC 4180, formulas defused)', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Bàn trà gỗ sồi')).toBe('Bàn trà gỗ sồi');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Ghế, bàn')).toBe('"Ghế, bàn"');
    expect(csvCell('Tủ "Nam Định"')).toBe('"Tủ ""Nam Định"""');
    expect(csvCell('hai\ndòng')).toBe('"hai\ndòng"');
    expect(csvCell(' lề')).toBe('" lề"');
  });

  it('puts an apostrophe before a text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+84 912')).toBe("'+84 912");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['TV-26-0000001', 2, null, 'x,y'])).toBe('TV-26-0000001,2,,"x,y"\r\n');
  });
});
