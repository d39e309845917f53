import {
  Conflict,
  NotFound,
  postMessages,
  productSlug,
  type PostContent,
  type PostEvent,
  type PostSaved,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import { evolve, initialState, type PostState } from './post';

/**
 * What the editor gives, the body already sanitised. Without a publish date a new post takes the
 * moment it is saved (`at`), an edited one keeps its own.
 */
export type PostFields = Omit<PostContent, 'slug' | 'publishedAt'> & { publishedAt: string | null };

export type CreatePost = { type: 'CreatePost'; postId: string; fields: PostFields; at: string };
export type UpdatePost = { type: 'UpdatePost'; postId: string; fields: PostFields };
export type DeletePost = { type: 'DeletePost'; postId: string };
export type PostCommand = CreatePost | UpdatePost | DeletePost;

const saved = (postId: string, fields: PostFields, publishedAt: string): PostSaved => ({
  type: 'PostSaved',
  data: { postId, ...fields, publishedAt: fields.publishedAt ?? publishedAt, slug: productSlug(fields.title, postId) },
});

export function decide(command: PostCommand, state: PostState): PostEvent[] {
  switch (command.type) {
    case 'CreatePost':
      if (state.status !== 'none') throw new Conflict(postMessages.exists);
      return [saved(command.postId, command.fields, command.at)];
    case 'UpdatePost': {
      if (state.status !== 'saved') throw new NotFound(postMessages.notFound);
      const next = saved(command.postId, command.fields, state.post.publishedAt);
      // A save that changes nothing records nothing.
      const { postId: _postId, ...content } = next.data;
      const unchanged = (Object.keys(content) as (keyof PostContent)[]).every((k) => state.post[k] === content[k]);
      return unchanged ? [] : [next];
    }
    case 'DeletePost':
      if (state.status !== 'saved') throw new NotFound(postMessages.notFound);
      return [{ type: 'PostDeleted', data: { postId: command.postId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const postDecider: Decider<PostState, PostCommand, PostEvent> = {
  name: 'post@1',
  initialState,
  evolve,
  decide,
};
