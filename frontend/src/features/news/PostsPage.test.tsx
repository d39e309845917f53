/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import type { PostView } from '@tavico/contracts/client';
import { pageOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import type { PostForm } from './newsApi';
import { PostsPage } from './PostsPage';

// A post saved by the raw-HTML form before the editor: list items and the quote without paragraphs.
const post: PostView = {
  _id: 'p1',
  title: 'Hội chợ đồ gỗ mùa cưới',
  slug: 'hoi-cho-do-go-mua-cuoi-0123456789ab',
  cover: '/uploads/bia.png',
  body:
    '<p>Hơn 80 gian hàng, giảm đến <strong>15%</strong>.</p><h2>Có gì ở hội chợ</h2>' +
    '<ul>\n<li>Giường gỗ óc chó</li>\n</ul><blockquote>Bảo hành 24 tháng.</blockquote>',
  excerpt: 'Hơn 80 gian hàng, giảm đến 15%.',
  publishedAt: '2026-10-05T02:00:00.000Z',
  status: 'published',
  createdAt: '2026-10-01T02:00:00.000Z',
  updatedAt: '2026-10-01T02:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

// ProseMirror scrolls the cursor into view after a focus, measuring text ranges, which jsdom does
// not lay out. Each test file has a jsdom of its own: this one's ranges measure as empty boxes.
const box = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => box;
});

/**
 * jsdom runs ProseMirror but does not edit a contenteditable: typed keys change nothing. These
 * tests put the cursor and the text in through TipTap's API (the editor its DOM element holds),
 * and press the toolbar's real buttons.
 */
const editorOf = (textbox: HTMLElement) => (textbox as HTMLElement & { editor: Editor }).editor;

/** Selects `text` in the editor, as a drag of the mouse over it would. */
function select(editor: Editor, text: string) {
  let from = -1;
  editor.state.doc.descendants((node, pos) => {
    const at = from < 0 && node.isText ? (node.text ?? '').indexOf(text) : -1;
    if (at >= 0) from = pos + at;
  });
  if (from < 0) throw new Error(`no "${text}" in the editor`);
  act(() => {
    editor.commands.setTextSelection({ from, to: from + text.length });
  });
}

const button = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Định dạng' })).getByRole('button', { name });

async function openEditor() {
  const { spies } = stubServer([
    ['get', '/api/admin/posts', () => pageOf([post], { limit: 10 })],
    [
      'put',
      '/api/admin/posts/p1',
      (_path, form) => ({ success: true, message: 'Đã lưu bài viết.', data: { ...post, ...(form as PostForm) } }),
    ],
  ]);
  const update = spies.put;
  renderScreen(<PostsPage />);
  fireEvent.click(await screen.findByRole('button', { name: /Sửa$/ }));
  const textbox = await screen.findByRole('textbox', { name: 'Nội dung' });
  return { textbox, editor: editorOf(textbox), update };
}

describe("the admin's news editor", () => {
  it("shows a saved post's body as formatted text, and saves the HTML of what was changed", async () => {
    const { textbox, editor, update } = await openEditor();
    expect(within(textbox).getByText('15%').tagName).toBe('STRONG');
    expect(within(textbox).getByRole('heading', { level: 2, name: 'Có gì ở hội chợ' })).toBeTruthy();
    expect(within(textbox).getByRole('listitem').textContent).toBe('Giường gỗ óc chó');
    expect(textbox.querySelector('blockquote')?.textContent).toBe('Bảo hành 24 tháng.');
    expect(button('Chữ đậm').getAttribute('aria-pressed')).toBe('false');

    // The cursor in the bold text: the button shows it pressed.
    select(editor, '15');
    expect(button('Chữ đậm').getAttribute('aria-pressed')).toBe('true');
    // Bold on "80 gian hàng", a heading 3 of the quote, and a new line made a numbered list.
    select(editor, '80 gian hàng');
    fireEvent.click(button('Chữ đậm'));
    expect(button('Chữ đậm').getAttribute('aria-pressed')).toBe('true');
    select(editor, 'Bảo hành');
    fireEvent.click(button('Trích dẫn'));
    fireEvent.click(button('Đề mục nhỏ H3'));
    expect(button('Đề mục nhỏ H3').getAttribute('aria-pressed')).toBe('true');
    act(() => {
      editor.chain().focus('end').insertContent('<p>Mở cửa 8 giờ</p>').run();
    });
    fireEvent.click(button('Danh sách số'));
    expect(button('Danh sách số').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu nháp' }));

    // Saved, the list is back.
    await screen.findByRole('button', { name: /Viết bài mới$/ }, { timeout: 10_000 });
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]).toEqual([
      '/api/admin/posts/p1',
      {
        title: post.title,
        cover: post.cover,
        body:
          '<p>Hơn <strong>80 gian hàng</strong>, giảm đến <strong>15%</strong>.</p><h2>Có gì ở hội chợ</h2>' +
          '<ul><li><p>Giường gỗ óc chó</p></li></ul><h3>Bảo hành 24 tháng.</h3><ol><li><p>Mở cửa 8 giờ</p></li></ol>',
        publishedAt: post.publishedAt,
        status: 'draft',
      },
    ]);
  });

  it('links the selected words to the address typed, refusing a javascript: one, and undoes it', async () => {
    const { editor, update } = await openEditor();
    select(editor, 'gian hàng');
    fireEvent.click(button('Liên kết'));
    const address = await screen.findByRole('textbox', { name: 'Địa chỉ liên kết' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gắn liên kết' }));
    expect(
      screen.getByText('Địa chỉ bắt đầu bằng https:// hoặc / (một trang của cửa hàng).').getAttribute('role'),
    ).toBe('alert');

    fireEvent.change(address, { target: { value: 'tavico.vn/listing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gắn liên kết' }));
    expect(button('Liên kết').getAttribute('aria-pressed')).toBe('true');
    expect(editor.getHTML()).toContain('<a rel="noopener" href="https://tavico.vn/listing">gian hàng</a>');

    fireEvent.click(button('Hoàn tác'));
    expect(editor.getHTML()).not.toContain('<a');
    fireEvent.click(button('Làm lại'));
    fireEvent.click(screen.getByRole('button', { name: 'Đăng bài' }));
    await screen.findByRole('button', { name: /Viết bài mới$/ }, { timeout: 10_000 });
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0][1]).toMatchObject({
      body: expect.stringContaining('Hơn 80 <a rel="noopener" href="https://tavico.vn/listing">gian hàng</a>'),
      status: 'published',
    });
  });
});
