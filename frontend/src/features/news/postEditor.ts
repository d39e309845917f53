import type { Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import { Placeholder, Selection } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/** A link the server keeps: http(s) or an address of the shop (/listing), never //elsewhere or javascript:. */
const isKeptHref = (href: string) => /^https?:\/\/[^\s/]+\S*$/i.test(href) || /^\/(?!\/)\S*$/.test(href);

/** What the owner typed in the link field as an address, https:// put before a bare domain; null if none. */
export function linkHref(typed: string): string | null {
  const href = typed.trim();
  if (isKeptHref(href)) return href;
  if (/^[\p{L}\d-]+(\.[\p{L}\d-]+)+(\/\S*)?$/u.test(href)) return `https://${href}`;
  return null;
}

/**
 * What the body can hold: the formatting the server's sanitiser keeps (paragraphs, h2, h3, bold,
 * italic, lists, quotes, links, line breaks, pictures). The kit's other marks and blocks are off,
 * so no shortcut (Ctrl+U, ``` or ---) or paste makes a format the article would lose; what a paste
 * brings on top (a link's target, a picture's size) the server drops. Pictures have no button:
 * they are here so that a post saved with one keeps it when edited.
 */
export const postBodyExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // As the server writes them: rel="noopener", no target.
      HTMLAttributes: { rel: 'noopener', target: null },
      isAllowedUri: (href) => isKeptHref(href),
    },
  }),
  Image.configure({ allowBase64: false }),
  // The words a link will go on stay marked while the link's address field has the focus.
  Selection,
  Placeholder.configure({ placeholder: 'Viết nội dung bài viết…' }),
];

/** The body to send: '' when nothing is written, without the empty paragraph the editor keeps at the end. */
export const bodyHtmlOf = (editor: Editor): string =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
