import {
  collections,
  excerptOf,
  shortIdOfSlug,
  type PostContent,
  type PostDocument,
  type PostEvent,
  type RecordedEvent,
} from '@tavico/contracts';
import { postDecider, type PostState } from '@tavico/domain';
import type { Projection } from '../projection';

const stateOf = (post: PostDocument | null): PostState => {
  if (!post) return postDecider.initialState;
  const { title, slug, cover, body, publishedAt, status } = post;
  const content: PostContent = { title, slug, cover, body, publishedAt, status };
  return { status: 'saved', post: content };
};

/** News and events, drafts too: the public list and pages read the published ones. */
export const postsProjection: Projection<PostDocument> = {
  name: 'posts',
  collection: collections.posts,
  handles: ['PostSaved', 'PostDeleted'],
  documentId: (event) => ('postId' in event.data ? event.data.postId : null),
  evolve(post, recorded) {
    const event = recorded as RecordedEvent<PostEvent>;
    const state = postDecider.evolve(stateOf(post), event);
    if (state.status !== 'saved') return null;
    const content = state.post;
    return {
      _id: event.data.postId,
      ...content,
      shortId: shortIdOfSlug(content.slug) ?? '',
      excerpt: excerptOf(content.body),
      createdAt: post?.createdAt ?? event.metadata.time,
      updatedAt: event.metadata.time,
    };
  },
  indexes: [{ keys: { status: 1, publishedAt: -1 } }, { keys: { publishedAt: -1 } }, { keys: { shortId: 1 } }],
};
