import MiniSearch, { type SearchOptions } from 'minisearch';
import { categories, collections, foldVietnamese, houseBrand, type ProductDocument } from '@tavico/contracts';
import type { DocumentStore } from '@tavico/infrastructure';

/** Lower-case words, marks kept. */
export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Each word is indexed as written and without its marks. A question typed with marks matches the
 * written form ("bàn" finds tables, not "bản lề"); one typed without matches every word that folds
 * to it ("ban" finds "bàn" and "bán").
 */
export const indexOptions = {
  tokenize: wordsOf,
  processTerm: (term: string) => [...new Set([term, foldVietnamese(term)])],
};

/**
 * Every term must match; longer ones may be a prefix ("giườ") or, from seven letters, one letter
 * off; short ones must be exact ("ban" is not "bang").
 */
export const matchOptions: SearchOptions = {
  combineWith: 'AND',
  processTerm: (term) => term,
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 7 ? 1 : false),
};

interface Entry {
  id: string;
  title: string;
  text: string;
}

type Indexed = Pick<ProductDocument, '_id' | 'title' | 'description' | 'category' | 'brand'> & { _position?: number };

const categoryLabel = new Map<string, string>(categories.map((c) => [c.id, c.label]));

const entryOf = (p: Indexed): Entry => ({
  id: p._id,
  title: p.title,
  text: [
    p.description,
    categoryLabel.get(p.category) ?? p.category,
    p.brand === houseBrand.id ? houseBrand.label : p.brand,
  ].join(' '),
});

/**
 * The catalogue's words in a MiniSearch index, kept current from the products read model: before
 * each search it takes in the products changed since the last one (each document keeps the
 * position of the event that last changed it). Deleted products leave the read model without a
 * trace, so the caller tells the index about ids it no longer finds (`forget`).
 */
export function productIndex(store: DocumentStore) {
  const index = new MiniSearch<Entry>({
    fields: ['title', 'text'],
    ...indexOptions,
    searchOptions: { boost: { title: 3 } },
  });
  let seen = -1;
  let refreshed: Promise<void> = Promise.resolve();

  async function takeChanges() {
    const changed = (await store
      .collection<ProductDocument>(collections.products)
      .find(
        { _position: { $gt: seen } },
        { projection: { _id: 1, title: 1, description: 1, category: 1, brand: 1, _position: 1 } },
      )) as Indexed[];
    for (const p of changed) {
      const entry = entryOf(p);
      if (index.has(p._id)) index.replace(entry);
      else index.add(entry);
      seen = Math.max(seen, p._position ?? seen);
    }
  }

  return {
    /** Ids of the products matching every term, best first. */
    async search(terms: string[]): Promise<string[]> {
      // One refresh at a time, each after the one before: every search sees what was projected before it.
      refreshed = refreshed.catch(() => undefined).then(takeChanges);
      await refreshed;
      if (terms.length === 0) return [];
      return index.search(terms.join(' '), matchOptions).map((r) => String(r.id));
    },
    forget(id: string) {
      if (index.has(id)) index.discard(id);
    },
  };
}

export type ProductIndex = ReturnType<typeof productIndex>;
