/**
 * Reads an e-mail as the outbox keeps it (RFC 822, as nodemailer writes it) well enough to show
 * it as text: the headers people read, decoded, and the plain-text part. The shop writes these
 * messages itself, so this covers what it writes (multipart, quoted-printable or base64, UTF-8),
 * not every e-mail there is.
 */
export interface MailAsText {
  from: string;
  to: string;
  subject: string;
  date: string;
  /** The plain-text part, decoded ('' when the message has none). */
  text: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

const bytesOf = (binary: string) => Uint8Array.from(binary, (c) => c.charCodeAt(0) & 0xff);

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Quoted-printable to bytes: soft line breaks joined, =XX turned back into its byte. */
function fromQuotedPrintable(body: string): Uint8Array {
  const joined = body.replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(...new TextEncoder().encode(joined[i]));
  }
  return Uint8Array.from(out);
}

const fromBase64 = (body: string) => bytesOf(atob(body.replace(/\s+/g, '')));

/** Encoded words in a header (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`), decoded; the blanks between two of them dropped. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind: string, text: string) =>
      decodeBytes(
        kind.toUpperCase() === 'B' ? fromBase64(text) : fromQuotedPrintable(text.replace(/_/g, ' ')),
        charset,
      ),
    );
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded lines (starting with a blank) continue the header above.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const parameter = (header: string, name: string) =>
  new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1]?.trim() ?? '';

/** The first text/plain part, looking inside multiparts; null when there is none. */
function plainText(part: Part): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return null;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const found = plainText(parsePart(piece.replace(/^\r?\n/, '')));
      if (found !== null) return found;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = parameter(type, 'charset') || 'utf-8';
  const body = part.body.replace(/\r?\n$/, '');
  if (encoding === 'quoted-printable') return decodeBytes(fromQuotedPrintable(body), charset);
  if (encoding === 'base64') return decodeBytes(fromBase64(body), charset);
  return body;
}

export function mailAsText(raw: string): MailAsText {
  const message = parsePart(raw);
  const header = (name: string) => decodeHeader(message.headers.get(name) ?? '');
  return {
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    date: header('date'),
    text: plainText(message) ?? '',
  };
}
