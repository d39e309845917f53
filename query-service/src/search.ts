import { foldVietnamese, searchWords } from '@tavico/contracts';
import type { Filter } from '@tavico/infrastructure';
import { escapeRegex } from './catalogueQuery';

/** A query's words, each as typed (its diacritics kept) and folded; at most ten. */
export function searchTerms(keyword: string) {
  return searchWords(keyword)
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 10)
    .map((word) => {
      const folded = foldVietnamese(word);
      return { word, folded, marked: folded !== word };
    });
}
export type SearchTerm = ReturnType<typeof searchTerms>[number];

/** The field holds the word whole (its words are padded with spaces: see searchWords). */
const holds = (field: string, word: string): Filter => ({ [field]: { $regex: escapeRegex(` ${word} `) } });

/**
 * decisions §33, as tiers shown one after another, each ordered by title: every word in the title
 * with the query's own diacritics; every word in the title without them; every word somewhere
 * (title, description, category, brand: a word typed with diacritics must have them outside the
 * title, so 'tủ' does not find 'tự nhiên'). The tiers do not overlap.
 */
export function searchTiers(terms: SearchTerm[]): Filter[] {
  const exactTitle: Filter = { $and: terms.map((t) => holds('titleWords', t.word)) };
  const foldedTitle: Filter = { $and: terms.map((t) => holds('titleFoldedWords', t.folded)) };
  const anywhere: Filter = {
    $and: terms.map((t) => ({
      $or: [
        holds('titleFoldedWords', t.folded),
        t.marked ? holds('restWords', t.word) : holds('restFoldedWords', t.folded),
      ],
    })),
  };
  return [exactTitle, { $and: [foldedTitle, { $nor: [exactTitle] }] }, { $and: [anywhere, { $nor: [foldedTitle] }] }];
}

/** Where a page falls across tiers of these sizes: how many to skip and take in each. */
export function pageAcross(counts: number[], skip: number, limit: number): { skip: number; limit: number }[] {
  let before = 0;
  return counts.map((count) => {
    const start = Math.max(0, skip - before);
    const end = Math.max(0, Math.min(count, skip + limit - before));
    before += count;
    return { skip: start, limit: Math.max(0, end - start) };
  });
}
