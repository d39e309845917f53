/** Blocks the editor's buttons make: a paragraph of text written between them gets its own <p>. */
const blockStart = /^<(h2|h3|p|ul|ol|blockquote|img)[\s>/]/i;

/**
 * The editor's text as HTML: blocks separated by a blank line, each one not already a block of
 * tags becoming a paragraph, its single line breaks kept as <br>. The server sanitises the result.
 */
export function bodyHtml(text: string): string {
  return (
    text
      .replace(/\r\n/g, '\n')
      // Text written right after a heading, list or quote is a paragraph of its own.
      .replace(/(<\/(?:h2|h3|ul|ol|blockquote)>)/gi, '$1\n\n')
      .replace(/(<(?:h2|h3|ul|ol|blockquote)[\s>])/gi, '\n\n$1')
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter((block) => block !== '')
      .map((block) => (blockStart.test(block) ? block : `<p>${block.replace(/\n/g, '<br>')}</p>`))
      .join('\n')
  );
}

/** Saved HTML as the editor shows it: paragraphs as plain text between blank lines, line breaks as breaks. */
export function editorText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<p>([\s\S]*?)<\/p>/gi, '\n\n$1\n\n')
    .replace(/(<\/(?:h2|h3|ul|ol|blockquote)>)/gi, '$1\n\n')
    .replace(/\n\s*\n(\s*\n)*/g, '\n\n')
    .trim();
}

/** A formatting button: what it puts around the selected text (or a sample when none is). */
export interface Format {
  label: string;
  title: string;
  before: string;
  after: string;
  sample: string;
}

export const formats: Format[] = [
  { label: 'H2', title: 'Đề mục', before: '\n\n<h2>', after: '</h2>\n\n', sample: 'Đề mục' },
  { label: 'H3', title: 'Đề mục nhỏ', before: '\n\n<h3>', after: '</h3>\n\n', sample: 'Đề mục nhỏ' },
  { label: 'B', title: 'Chữ đậm', before: '<strong>', after: '</strong>', sample: 'chữ đậm' },
  { label: 'I', title: 'Chữ nghiêng', before: '<em>', after: '</em>', sample: 'chữ nghiêng' },
  { label: '• Danh sách', title: 'Danh sách', before: '\n\n<ul>\n<li>', after: '</li>\n</ul>\n\n', sample: 'Mục' },
  { label: '1. Danh sách', title: 'Danh sách số', before: '\n\n<ol>\n<li>', after: '</li>\n</ol>\n\n', sample: 'Mục' },
  {
    label: '❝ Trích dẫn',
    title: 'Trích dẫn',
    before: '\n\n<blockquote>',
    after: '</blockquote>\n\n',
    sample: 'Trích dẫn',
  },
  { label: 'Liên kết', title: 'Liên kết', before: '<a href="https://">', after: '</a>', sample: 'liên kết' },
];

/** The text with `format` put around [start, end): the new text and the selection to show. */
export function applyFormat(text: string, start: number, end: number, format: Format) {
  const selected = text.slice(start, end) || format.sample;
  // A block's own blank lines replace the spaces around it; at the very start it needs none.
  const block = format.before.startsWith('\n');
  const head = block ? text.slice(0, start).replace(/\s+$/, '') : text.slice(0, start);
  const opening = block && head === '' ? format.before.replace(/^\n+/, '') : format.before;
  const tail = block ? text.slice(end).replace(/^\s+/, '') : text.slice(end);
  const from = head.length + opening.length;
  return { text: `${head}${opening}${selected}${format.after}${tail}`, from, to: from + selected.length };
}
