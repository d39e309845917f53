import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { collections, type CatalogueStampDocument } from '@tavico/contracts';
import type { DocumentStore } from '@tavico/infrastructure';

/** Where the catalogue stands: the stamp read model's position (one read by id). */
export const storedCatalogueStamp = (store: DocumentStore) => async () =>
  (await store.collection<CatalogueStampDocument>(collections.catalogueStamps).findOne({ _id: 'catalogue' }))
    ?._position ?? 0;

/**
 * Public catalogue answers (the same for everyone), kept as the JSON sent, under the catalogue's
 * stamp: the first request after any catalogue change computes afresh, every other is served
 * from memory (with its ETag, so a browser that has it gets a 304). The stamp is asked on every
 * request, so an answer is never older than the read models. Bounded by entries and size, the
 * least recently used dropped first.
 */
export function catalogueCache(
  stamp: () => Promise<number>,
  limits = { entries: 5000, bytes: 64 * 1024 * 1024 },
): RequestHandler {
  // Kept as the bytes sent, so a hit is not encoded again.
  const answers = new Map<string, { body: Buffer; etag: string }>();
  let bytes = 0;

  function keep(key: string, text: string) {
    const body = Buffer.from(text);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    answers.set(key, { body, etag });
    bytes += body.length;
    for (const [oldest, kept] of answers) {
      if ((answers.size <= limits.entries && bytes <= limits.bytes) || oldest === key) break;
      answers.delete(oldest);
      bytes -= kept.body.length;
    }
    return answers.get(key)!;
  }

  return async (req, res, next) => {
    const at = await stamp();
    // The route may keep what it computes (counts, say) under the same stamp.
    res.locals.catalogueStamp = at;
    const key = `${at} ${req.originalUrl}`;
    const kept = answers.get(key);
    if (kept !== undefined) {
      answers.delete(key);
      answers.set(key, kept);
      res.setHeader('ETag', kept.etag);
      if (req.headers['if-none-match'] === kept.etag) return void res.status(304).end();
      res.type('application/json').send(kept.body);
      return;
    }
    const json = res.json.bind(res);
    res.json = (answer: unknown) => {
      if (res.statusCode !== 200) return json(answer);
      const kept = keep(key, JSON.stringify(answer));
      res.setHeader('ETag', kept.etag);
      return res.type('application/json').send(kept.body);
    };
    next();
  };
}
