import type { ImageExt } from '@tavico/contracts';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type a file's first bytes show, whatever its name says (decisions §18). */
export function detectImageType(bytes: Buffer): Exclude<ImageExt, 'svg'> | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** An SVG document: only the shop's own generated images are stored as SVG, never uploads. */
export const looksLikeSvg = (bytes: Buffer): boolean =>
  /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(bytes.subarray(0, 512).toString('utf8'));
