import { detectImageType, looksLikeSvg } from './detect';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('image type detection', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(detectImageType(bytes('GIF87a...'))).toBe('gif');
    expect(detectImageType(bytes('GIF89a...'))).toBe('gif');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses anything else, whatever it would be named', () => {
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('tells the shop’s own SVG documents apart', () => {
    expect(looksLikeSvg(bytes('<?xml version="1.0"?>\n<svg width="1"></svg>'))).toBe(true);
    expect(looksLikeSvg(bytes('<html><svg></svg></html>'))).toBe(false);
  });
});
