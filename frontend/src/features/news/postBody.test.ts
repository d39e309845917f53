import { applyFormat, bodyHtml, editorText, formats } from './postBody';

const format = (label: string) => formats.find((f) => f.label === label)!;

describe("the news editor's text", () => {
  it('makes paragraphs of plain text, keeps blocks of tags, and keeps single line breaks', () => {
    expect(bodyHtml('Dòng một\ndòng hai\n\n<h2>Mục</h2>\n\nĐoạn <strong>đậm</strong>')).toBe(
      '<p>Dòng một<br>dòng hai</p>\n<h2>Mục</h2>\n<p>Đoạn <strong>đậm</strong></p>',
    );
  });

  it('makes a paragraph of text written right after a heading', () => {
    expect(bodyHtml('<h2>Lịch</h2>Mở cửa 8 giờ')).toBe('<h2>Lịch</h2>\n<p>Mở cửa 8 giờ</p>');
  });

  it('shows saved HTML as the text it was written as, and gives the same HTML back', () => {
    const html = '<p>Dòng một<br />dòng hai</p>\n<h2>Mục</h2>\n<ul>\n<li>a</li>\n</ul><p>Cuối</p>';
    const text = editorText(html);
    expect(text).toBe('Dòng một\ndòng hai\n\n<h2>Mục</h2>\n\n<ul>\n<li>a</li>\n</ul>\n\nCuối');
    expect(bodyHtml(text)).toBe('<p>Dòng một<br>dòng hai</p>\n<h2>Mục</h2>\n<ul>\n<li>a</li>\n</ul>\n<p>Cuối</p>');
  });

  it('puts a button’s tags around the selection, or a sample when nothing is selected', () => {
    expect(applyFormat('Bàn gỗ sồi', 4, 6, format('B'))).toEqual({
      text: 'Bàn <strong>gỗ</strong> sồi',
      from: 12,
      to: 14,
    });
    const heading = applyFormat('Mở đầu', 6, 6, format('H2'));
    expect(heading.text).toBe('Mở đầu\n\n<h2>Đề mục</h2>\n\n');
    expect(heading.text.slice(heading.from, heading.to)).toBe('Đề mục');
    const first = applyFormat('', 0, 0, format('H2'));
    expect(first.text).toBe('<h2>Đề mục</h2>\n\n');
    expect(first.text.slice(first.from, first.to)).toBe('Đề mục');
  });
});
