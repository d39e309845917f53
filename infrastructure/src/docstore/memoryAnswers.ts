import { compareValues, valueAt } from './documents';
import type { Doc } from './port';

/** Sorts documents on several fields as MongoDB does (stable for ties). */
export function sortDocuments<T extends Doc>(docs: T[], fields: [string, 1 | -1][]): T[] {
  const keys = fields.map(([field, direction]) => ({
    read: field.includes('.') ? (doc: T) => valueAt(doc, field) : (doc: T) => doc[field],
    sign: direction === -1 ? -1 : 1,
  }));
  return docs.sort((a, b) => {
    for (const { read, sign } of keys) {
      const order = compareValues(read(a), read(b));
      if (order !== 0) return sign * order;
    }
    return 0;
  });
}

/**
 * Recent answers of the in-memory store (documents, in order) by query, kept up to about a
 * million document references in all, the oldest dropped first, and all dropped at a write.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, T[]>();
  private size = 0;

  get(key: string, compute: () => T[]): T[] {
    const cached = this.answers.get(key);
    if (cached) return cached;
    const found = compute();
    this.answers.set(key, found);
    this.size += found.length;
    for (const [oldest, docs] of this.answers) {
      if (this.size <= 1_000_000 || oldest === key) break;
      this.answers.delete(oldest);
      this.size -= docs.length;
    }
    return found;
  }

  clear() {
    this.answers.clear();
    this.size = 0;
  }
}
