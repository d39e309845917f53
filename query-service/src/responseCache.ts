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
  limits = { entries: 5000, characters: 64 * 1024 * 1024 },
): RequestHandler {
  const answers = new Map<string, { body: string; etag: string }>();
  let characters = 0;

  function keep(key: string, body: string) {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    answers.set(key, { body, etag });
    characters += body.length;
    for (const [oldest, kept] of answers) {
      if ((answers.size <= limits.entries && characters <= limits.characters) || oldest === key) break;
      answers.delete(oldest);
      characters -= kept.body.length;
    }
  }

  return async (req, res, next) => {
    const key = `${await stamp()} ${req.originalUrl}`;
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
      const text = JSON.stringify(answer);
      keep(key, text);
      res.setHeader('ETag', answers.get(key)!.etag);
      return res.type('application/json').send(text);
    };
    next();
  };
}
