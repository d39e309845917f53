import type { PostContent, PostEvent } from '@tavico/contracts';

/** `post-{id}`: the post as last saved, or gone once deleted. */
export type PostState = { status: 'none' } | { status: 'saved'; post: PostContent } | { status: 'deleted' };

export const initialState: PostState = { status: 'none' };

export function evolve(_state: PostState, event: PostEvent): PostState {
  switch (event.type) {
    case 'PostSaved': {
      const { postId: _postId, ...post } = event.data;
      return { status: 'saved', post };
    }
    case 'PostDeleted':
      return { status: 'deleted' };
  }
}
