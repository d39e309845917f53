const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to place in HTML or XML, as an element's content or a quoted attribute's value:
 * the server's pages, its e-mails and the sandbox's payment page all escape through this one.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
