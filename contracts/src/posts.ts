import { z } from 'zod';
import { imageUrl } from './images';
import type { DomainEvent } from './eventBase';
import { fieldSays, lineText, multilineText, zodSays } from './validation';
import { msg, type Message } from './i18n/message';

/**
 * News and events the owner writes in the back office (issue 19.2), one stream per post
 * (`post-{id}`). The body is HTML the command side has sanitised before it is recorded, so what
 * the events hold is what browsers may render as it is.
 */
export type PostStatus = 'draft' | 'published';
export const postStatuses = ['draft', 'published'] as const;

export interface PostContent {
  title: string;
  /** The article's address, /news-events/{slug}: the title without diacritics and a short id. */
  slug: string;
  cover: string;
  /** Sanitised HTML (p, h2, h3, strong, em, ul, ol, li, a, blockquote, br, img). */
  body: string;
  /** ISO 8601: the date shown on the article and the order of the list, newest first. */
  publishedAt: string;
  status: PostStatus;
}

/** A post as saved: created, edited, published or taken back to a draft. */
export type PostSaved = DomainEvent<'PostSaved', { postId: string } & PostContent>;
export type PostDeleted = DomainEvent<'PostDeleted', { postId: string }>;
export type PostEvent = PostSaved | PostDeleted;

/** A post as its page and the admin's editor read it. */
export interface PostView extends PostContent {
  _id: string;
  /** The body's first words as text: the list's card and the page's description. */
  excerpt: string;
  createdAt: string;
  updatedAt: string;
}

/** The `posts` read model: one document a post, drafts too (the admin's list). */
export interface PostDocument extends PostView {
  [key: string]: unknown;
  /** The part of the slug that finds the post, so a link made before a rename still works. */
  shortId: string;
}

/** A post in the public list: no body. */
export type PostSummary = Pick<PostView, '_id' | 'title' | 'slug' | 'cover' | 'excerpt' | 'publishedAt'>;

/** The public list's page size (the admin's too). */
export const postsPerPage = 10;
export const maxPostTitle = 200;
export const maxPostBody = 50_000;

/** The text of sanitised HTML, its first `length` characters cut at a word. */
export function excerptOf(html: string, length = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : length).trimEnd()}…`;
}

export const postMessages = {
  created: msg('post.saved'),
  saved: msg('post.saved'),
  published: msg('post.published'),
  deleted: msg('post.deleted'),
  notFound: msg('post.notFound'),
  emptyBody: msg('post.emptyBody'),
  publishedTooEarly: msg('post.publishedTooEarly'),
  publishedTooLate: (years: number) => msg('post.publishedTooLate', { years }),
  exists: msg('post.exists'),
} as const;

/** The earliest date a post may carry: the shop's news are of this century. */
export const earliestPublishedAt = '2000-01-01T00:00:00.000Z';
/**
 * How far ahead a post may be dated: a fair or an opening announced under its own date, planned
 * a year or two out. Further on (year 9999) is a slip or a trick: the list is newest first, so
 * such a post would stay at its top for good.
 */
export const publishYearsAhead = 2;

/**
 * What is wrong with a post's date, or null: before `earliestPublishedAt`, or more than
 * `publishYearsAhead` years after `now` (the moment it is saved, from the command side's clock).
 */
export function publishedAtProblem(publishedAt: string, now: Date): Message | null {
  const at = Date.parse(publishedAt);
  if (at < Date.parse(earliestPublishedAt)) return postMessages.publishedTooEarly;
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + publishYearsAhead);
  return at > latest.getTime() ? postMessages.publishedTooLate(publishYearsAhead) : null;
}

/**
 * What the editor sends. The body is raw here: the command side sanitises it before anything is
 * recorded. Without a publish date, the post takes the moment it is saved.
 */
export const postRequest = z.object({
  title: lineText('postTitle', { error: fieldSays('field.required', 'postTitle') })
    .trim()
    .min(1, fieldSays('field.required', 'postTitle'))
    .max(maxPostTitle, fieldSays('field.tooLong', 'postTitle', { max: maxPostTitle })),
  cover: imageUrl('cover'),
  body: multilineText('postBody', { error: zodSays(postMessages.emptyBody) }).max(
    maxPostBody,
    fieldSays('field.tooLong', 'postBody', { max: maxPostBody }),
  ),
  publishedAt: lineText('publishedAt', { error: fieldSays('field.invalid', 'publishedAt') })
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))),
      fieldSays('field.invalid', 'publishedAt'),
    )
    .transform((v) => (v === '' ? null : new Date(Date.parse(v)).toISOString()))
    .optional(),
  status: z.enum(postStatuses, { error: zodSays(msg('post.badStatus')) }),
});
export type PostRequest = z.output<typeof postRequest>;
