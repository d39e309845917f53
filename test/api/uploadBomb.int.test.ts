import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageMessages, maxUploadPixels, maxUploadSide, inVietnamese } from '@tavico/contracts';
import { signInAdmin } from '../support/shop';
import { scenario } from '../support/scenario';
import { blackPng } from '../support/png';

type Client = Awaited<ReturnType<typeof signInAdmin>>['c'];

/**
 * The security review's decompression bomb (issue "Hardening, third round"): a PNG of a few
 * kilobytes saying 16,000 × 16,000 px took the server from 340 MB to 1.36 GB for 23 s. The shop
 * runs in this process, so its memory is this process's: sampled while each request runs.
 */
describe('decompression bombs over HTTP', () => {
  const shop = scenario();
  const { admin } = shop;
  let supplier: Client;
  let bomb: Buffer;
  const adminRoute = '/api/admin/products/upload-image';
  const supplierRoute = '/api/supplier/products/upload-image';
  const file = (data: Buffer, name = 'anh.png') => [{ field: 'my_file', name, data, type: 'image/png' }];
  const originals = () =>
    readdirSync(path.join(shop.dataDir, 'uploads')).filter((f) => !f.includes('-card') && !f.endsWith('.part'));

  /** Uploads by outcome, as /metrics shows them: `decoded` and `undecodable` are the decodes done. */
  const outcomes = async () => {
    const counted = { decoded: 0, known: 0, undecodable: 0, too_many_pixels: 0, busy: 0 };
    for (const { labels, value } of (await shop.shop.metrics.imageUploads.get()).values) {
      counted[labels.outcome as keyof typeof counted] = value;
    }
    return counted;
  };

  /** The work's result and how far the process's memory rose above where it began. */
  const measured = async <T>(work: () => Promise<T>) => {
    const rss = () => process.memoryUsage().rss;
    const before = rss();
    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, rss())), 5);
    try {
      const result = await work();
      peak = Math.max(peak, rss());
      return { result, grewMb: (peak - before) / 2 ** 20 };
    } finally {
      clearInterval(sampling);
    }
  };

  beforeAll(async () => {
    supplier = (await shop.signUp('ml@example.vn', 'Gỗ Minh Long', 'supplier')).c;
    bomb = await blackPng(16_000, 16_000);
  });

  it('is a real bomb: a file of a few kilobytes that says 16,000 × 16,000 px', async () => {
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 16_000, height: 16_000 });
    expect(inVietnamese(imageMessages.tooManyPixels)).toContain('40 megapixel');
    expect(inVietnamese(imageMessages.tooManyPixels)).toContain(`${maxUploadSide} px`);
  });

  it.each([
    ['a supplier', supplierRoute],
    ['an admin', adminRoute],
  ])(
    'refuses it from %s from its header (413 naming the limit) at once, decoding and storing nothing',
    async (who, route) => {
      const uploader = who === 'an admin' ? admin : supplier;
      const before = await outcomes();
      const stored = originals();
      const { result, grewMb } = await measured(() => uploader.upload(route, file(bomb)));
      expect(result.status).toBe(413);
      expect(result.json).toEqual({ success: false, message: inVietnamese(imageMessages.tooManyPixels) });
      expect(grewMb).toBeLessThan(150);
      expect(await outcomes()).toEqual({ ...before, too_many_pixels: before.too_many_pixels + 1 });
      expect(originals()).toEqual(stored);
    },
  );

  it('refuses three at once, all of them, with memory bounded', async () => {
    const before = await outcomes();
    const { result, grewMb } = await measured(() =>
      Promise.all([
        supplier.upload(supplierRoute, file(bomb)),
        admin.upload(adminRoute, file(bomb)),
        supplier.upload(adminRoute, file(bomb)),
      ]),
    );
    expect(result.map((r) => [r.status, r.json.message])).toEqual(
      Array.from({ length: 3 }, () => [413, inVietnamese(imageMessages.tooManyPixels)]),
    );
    expect(grewMb).toBeLessThan(150);
    expect(await outcomes()).toEqual({ ...before, too_many_pixels: before.too_many_pixels + 3 });
  });

  it('refuses a side over the limit though its pixels are few, and takes one at the limit', async () => {
    const tooWide = await admin.upload(adminRoute, file(await blackPng(maxUploadSide + 1, 8)));
    expect(tooWide.status).toBe(413);
    expect(tooWide.json.message).toBe(inVietnamese(imageMessages.tooManyPixels));
    const wide = await admin.upload(adminRoute, file(await blackPng(maxUploadSide, 8)));
    expect(wide.status).toBe(201);
  });

  it('takes a picture just under the budget, read without holding its bitmap, and the same file again without decoding it', async () => {
    // 40 MP of RGBA is 160 MB decoded whole: reading it through a small resize costs a fraction.
    const large = await blackPng(6000, 6666, 'rgba');
    const { width = 0, height = 0 } = await sharp(large).metadata();
    expect(width * height).toBeLessThanOrEqual(maxUploadPixels);
    expect(width * height).toBeGreaterThan(maxUploadPixels * 0.99);
    const before = await outcomes();
    const first = await measured(() => supplier.upload(supplierRoute, file(large)));
    expect(first.result.status).toBe(201);
    expect(first.grewMb).toBeLessThan(150);
    const url = first.result.json.result.url as string;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await outcomes()).toEqual({ ...before, decoded: before.decoded + 1 });

    const again = await admin.upload(adminRoute, file(large, 'other-name.png'));
    expect(again.status).toBe(201);
    expect(again.json.result.url).toBe(url);
    expect(await outcomes()).toEqual({ ...before, decoded: before.decoded + 1, known: before.known + 1 });
    const served = await fetch(shop.url + url);
    // equals, not toEqual: jest compares a buffer byte by byte, for seconds at this size.
    expect(Buffer.from(await served.arrayBuffer()).equals(large)).toBe(true);
  });
});
