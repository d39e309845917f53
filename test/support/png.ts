import { crc32, createDeflate } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const kinds = {
  /** 1 bit a pixel, grayscale: the smallest file for a size. */
  bilevel: { depth: 1, colour: 0, bits: 1 },
  /** 8-bit RGBA: 4 bytes a pixel once decoded, as a photo with transparency. */
  rgba: { depth: 8, colour: 6, bits: 32 },
};

/**
 * A black (or transparent) PNG of any size, built without ever holding its pixels: its rows of
 * zeros are streamed through deflate, so a 16,000 × 16,000 picture (a gigabyte once decoded to
 * RGBA) is a file of about 30 KB, made in well under a second. The decompression bomb of the
 * security review, and a cheap picture just under the pixel budget.
 */
export async function blackPng(width: number, height: number, kind: keyof typeof kinds = 'bilevel'): Promise<Buffer> {
  const { depth, colour, bits } = kinds[kind];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colour; // compression, filter and interlace stay 0
  const rowBytes = 1 + Math.ceil((width * bits) / 8); // a filter byte (none), then the pixels
  const rowsAtOnce = Math.max(1, Math.floor((1 << 20) / rowBytes));
  const zeros = Buffer.alloc(rowsAtOnce * rowBytes);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let row = 0; row < height; row += rowsAtOnce) {
    const rows = Math.min(rowsAtOnce, height - row);
    if (!deflate.write(zeros.subarray(0, rows * rowBytes))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
