import { collections, excerptOf, shortIdOfSlug, type PostDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

/** News and events, drafts too: the public list and pages read the published ones. */
export const postsProjection: Projection<PostDocument> = {
  name: 'posts',
  collection: collections.posts,
  handles: ['PostSaved', 'PostDeleted'],
  documentId: (event) => ('postId' in event.data ? event.data.postId : null),
  evolve(post, event) {
    switch (event.type) {
      case 'PostSaved': {
        const { postId, ...content } = event.data;
        return {
          _id: postId,
          ...content,
          shortId: shortIdOfSlug(content.slug) ?? '',
          excerpt: excerptOf(content.body),
          createdAt: post?.createdAt ?? event.metadata.time,
          updatedAt: event.metadata.time,
        };
      }
      case 'PostDeleted':
        return null;
      default:
        return post;
    }
  },
  indexes: [{ keys: { status: 1, publishedAt: -1 } }, { keys: { publishedAt: -1 } }, { keys: { shortId: 1 } }],
};
