import { sanitizePostBody } from './sanitize';

describe('a post body, sanitised', () => {
  it('keeps every tag and attribute the editor makes, as it makes them', () => {
    // The admin's editor's HTML (TipTap's getHTML) for each toolbar button, Shift+Enter, a list
    // typed as '3. ', and a picture of a post written before the editor.
    const html =
      '<h2>Lịch trưng bày</h2><h3>Ngày đầu</h3>' +
      '<p><strong>Đậm</strong> <em>nghiêng</em> <a rel="noopener" href="https://tavico.vn">web</a> ' +
      '<a rel="noopener" href="/listing">sản phẩm</a><br>dòng mới</p>' +
      '<ul><li><p>Bàn</p></li></ul><ol><li><p>Chọn gỗ</p></li></ol><ol start="3"><li><p>Giao hàng</p></li></ol>' +
      '<blockquote><p>Bảo hành 24 tháng.</p></blockquote><img src="/uploads/a.png" alt="Bàn">';
    expect(sanitizePostBody(html)).toBe(html.replace('<br>', '<br />').replace('alt="Bàn">', 'alt="Bàn" />'));
  });

  it('keeps the HTML written before the editor', () => {
    const html =
      '<h2>Tiêu đề</h2><h3>Mục</h3><p><strong>Đậm</strong> <em>nghiêng</em><br></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>trích</blockquote>';
    expect(sanitizePostBody(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops what the editor cannot make: other headings, strike, underline, code, rules, tables, classes, targets', () => {
    expect(
      sanitizePostBody(
        '<h1>Một</h1><h4>Bốn</h4><p class="x" id="y" data-z="1"><s>gạch</s> <u>chân</u> <code>mã</code></p><hr><pre>khối</pre>' +
          '<table><tr><td>ô</td></tr></table><a href="https://tavico.vn" target="_blank" title="t" class="c">web</a>' +
          '<ol start="x" type="a"><li>a</li></ol><img src="/uploads/a.png" width="9" title="t">',
      ),
    ).toBe(
      'MộtBốn<p>gạch chân mã</p>khốiô<a href="https://tavico.vn" rel="noopener">web</a><ol><li>a</li></ol><img src="/uploads/a.png" />',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizePostBody(
      '<p onclick="x()" style="color:red">Chào<script>alert(1)</script></p><img src="/uploads/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil"></iframe>',
    );
    expect(clean).toBe('<p>Chào</p><img src="/uploads/a.png" /><a rel="noopener">x</a>');
  });

  it('gives links rel="noopener", keeping http, https and relative addresses only', () => {
    expect(sanitizePostBody('<a href="https://tavico.vn" rel="opener" target="_blank">a</a>')).toBe(
      '<a href="https://tavico.vn" rel="noopener">a</a>',
    );
    expect(sanitizePostBody('<a href="/listing">b</a>')).toBe('<a href="/listing" rel="noopener">b</a>');
    expect(sanitizePostBody('<a href="//evil.example">c</a><a href="data:text/html,x">d</a>')).toBe(
      '<a rel="noopener">c</a><a rel="noopener">d</a>',
    );
  });

  it('keeps pictures from our uploads or https only', () => {
    expect(
      sanitizePostBody(
        '<img src="https://cdn.example/a.jpg" alt="a"><img src="http://cdn.example/b.jpg"><img src="/images/c.svg"><img src="data:image/png;base64,AA">',
      ),
    ).toBe('<img src="https://cdn.example/a.jpg" alt="a" />');
  });

  it('turns b and i into strong and em, and drops other tags but keeps their text', () => {
    expect(sanitizePostBody('<div><b>Đậm</b> <i>nghiêng</i> <span>chữ</span></div>')).toBe(
      '<strong>Đậm</strong> <em>nghiêng</em> chữ',
    );
  });
});
