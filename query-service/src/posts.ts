import express, { type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  collections,
  postMessages,
  postsPerPage,
  shortIdOfSlug,
  type PostDocument,
  type PostSummary,
  type PostView,
} from '@tavico/contracts';
import type { DocumentStore } from '@tavico/infrastructure';
import type { QueryDeps } from './deps';
import { requireUser } from './session';
import { findPage, paging } from './paging';

const newestFirst = { sort: { publishedAt: -1, _id: 1 } } as const;

/** A published post by its address: found by the short id its slug ends with, so a rename keeps links working. */
export async function publishedPostBySlug(store: DocumentStore, slug: string): Promise<PostDocument | null> {
  const shortId = shortIdOfSlug(slug.slice(0, 300));
  if (!shortId) return null;
  const found = await store
    .collection<PostDocument>(collections.posts)
    .find({ shortId, status: 'published' }, { limit: 5 });
  return found.find((p) => p.slug === slug) ?? found[0] ?? null;
}

const summaryOf = (p: PostDocument): PostSummary => ({
  _id: p._id,
  title: p.title,
  slug: p.slug,
  cover: p.cover,
  excerpt: p.excerpt,
  publishedAt: p.publishedAt,
});

const viewOf = ({ shortId: _shortId, _position, ...post }: PostDocument & { _position?: number }): PostView => post;

/** News and events: the published ones for everyone, newest first, ten a page; every post for admins. */
export function postQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const posts = () => deps.store.collection<PostDocument>(collections.posts);

  router.get(apiRoutes.posts.list, async (req, res) => {
    const page = paging({ page: req.query.page }, postsPerPage);
    const { list, pagination } = await findPage(
      posts(),
      { status: 'published' },
      { ...newestFirst, projection: { body: 0 } },
      page,
    );
    res.json({ success: true, data: list.map(summaryOf), pagination });
  });

  router.get(apiRoutes.posts.bySlug, async (req, res) => {
    const post = await publishedPostBySlug(deps.store, String(req.params.slug));
    if (!post) throw new NotFound(postMessages.notFound);
    res.json({ success: true, data: viewOf(post) });
  });

  router.get(apiRoutes.posts.adminList, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    res.setHeader('Cache-Control', 'no-store');
    const { list, pagination } = await findPage(
      posts(),
      {},
      { sort: { createdAt: -1, _id: 1 } },
      paging({ page: req.query.page }, postsPerPage),
    );
    res.json({ success: true, data: list.map(viewOf), pagination });
  });

  return router;
}
