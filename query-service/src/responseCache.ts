import type { RequestHandler } from 'express';
import { collections, type CatalogueStampDocument } from '@tavico/contracts';
import type { DocumentStore } from '@tavico/infrastructure';

/**
 * Public catalogue answers (the same for everyone), kept as the JSON sent, under the catalogue's
 * stamp: the first request after any catalogue change computes afresh, every other is served
 * from memory. The stamp is read on every request (one read by id), so an answer is never older
 * than the read models. Bounded by entries and size, the least recently used dropped first.
 */
export function catalogueCache(
  store: DocumentStore,
  limits = { entries: 2000, characters: 32 * 1024 * 1024 },
): RequestHandler {
  const answers = new Map<string, string>();
  let characters = 0;

  const stamp = async () =>
    (await store.collection<CatalogueStampDocument>(collections.catalogueStamps).findOne({ _id: 'catalogue' }))
      ?._position ?? 0;

  function keep(key: string, body: string) {
    answers.set(key, body);
    characters += body.length;
    for (const [oldest, kept] of answers) {
      if ((answers.size <= limits.entries && characters <= limits.characters) || oldest === key) break;
      answers.delete(oldest);
      characters -= kept.length;
    }
  }

  return async (req, res, next) => {
    const key = `${await stamp()} ${req.originalUrl}`;
    const body = answers.get(key);
    if (body !== undefined) {
      answers.delete(key);
      answers.set(key, body);
      res.type('application/json').send(body);
      return;
    }
    const json = res.json.bind(res);
    res.json = (answer: unknown) => {
      if (res.statusCode !== 200) return json(answer);
      const text = JSON.stringify(answer);
      keep(key, text);
      return res.type('application/json').send(text);
    };
    next();
  };
}
