import sanitizeHtml from 'sanitize-html';
import { uploadsPath } from '@tavico/contracts';

/** An image of ours (/uploads/…) or one on https. */
const imageSource = (src: string) => new RegExp(`^${uploadsPath}/[^\\s/]+$`).test(src) || /^https:\/\/\S+$/i.test(src);

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'blockquote', 'br', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'], ol: ['start'] },
  // Links: http, https or relative to the shop; never javascript:, data: or //elsewhere.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Forbidden tags go with their text where their text is code or markup, and keep it otherwise.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
    // A list typed as '3. ' starts at 3; any other start is no number.
    ol: (tagName, { start = '' }): sanitizeHtml.Tag => ({ tagName, attribs: /^\d{1,6}$/.test(start) ? { start } : {} }),
    // Bodies written as raw HTML before the editor, or pasted, may hold b and i: strong and em.
    b: 'strong',
    i: 'em',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !imageSource(frame.attribs.src ?? ''),
};

/**
 * A post's body as browsers may render it as it is: only the tags and attributes the admin's
 * editor makes (its schema is frontend/src/features/news/postEditor.ts), links with
 * rel="noopener", pictures from our uploads or https. Scripts, event handlers (onerror, onclick),
 * styles, classes, targets and javascript: addresses are gone.
 */
export function sanitizePostBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}
