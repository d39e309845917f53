import express, { type Router } from 'express';
import {
  NotFound,
  ValidationError,
  apiRoutes,
  parseBody,
  postMessages,
  postRequest,
  publishedAtProblem,
  streams,
} from '@tavico/contracts';
import { postDecider, type PostCommand, type PostFields } from '@tavico/domain';
import type { BlobStore, Clock } from '@tavico/infrastructure';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { sanitizePostBody } from './sanitize';
import { assertUploaded } from '../image/uploaded';

/** Admins write news and events: create, edit (publish, take back to a draft) and delete posts. */
export function postRoutes(deps: {
  commands: CommandHandler;
  requireUser: RequireUser;
  ids: () => string;
  blobs: BlobStore;
  clock: Clock;
}): Router {
  const router = express.Router();

  /** The editor's form as recorded: the body sanitised, a cover of ours one that was uploaded. */
  const parsePost = async (body: unknown): Promise<PostFields> => {
    const input = parseBody(postRequest, body);
    const dateProblem = input.publishedAt ? publishedAtProblem(input.publishedAt, deps.clock.now()) : null;
    if (dateProblem) throw new ValidationError(dateProblem);
    await assertUploaded(deps.blobs, [input.cover]);
    const clean = sanitizePostBody(input.body);
    // A body of nothing but what was taken out (a lone script) is no article.
    if (clean.replace(/<[^>]*>/g, '').trim() === '' && !clean.includes('<img')) {
      throw new ValidationError(postMessages.emptyBody);
    }
    return {
      title: input.title,
      cover: input.cover,
      body: clean,
      publishedAt: input.publishedAt ?? null,
      status: input.status,
    };
  };

  const run = async (req: express.Request, adminId: string, postId: string, command: PostCommand) =>
    deps.commands.handle(
      streams.post(postId),
      postDecider,
      command,
      requestContext(req, { id: adminId, role: 'admin' }),
    );

  const idOf = (req: express.Request) => {
    const postId = String(req.params.id);
    if (!isValidId(postId)) throw new NotFound(postMessages.notFound);
    return postId;
  };

  router.post(apiRoutes.posts.create, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const fields = await parsePost(req.body);
    const postId = deps.ids();
    const { state, position } = await run(req, admin.userId, postId, {
      type: 'CreatePost',
      postId,
      fields,
      at: deps.clock.now().toISOString(),
    });
    const data = state.status === 'saved' ? { _id: postId, ...state.post } : { _id: postId };
    const message = fields.status === 'published' ? postMessages.published : postMessages.created;
    res.status(201).json({ success: true, message, data, position });
  });

  router.put(apiRoutes.posts.update, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const postId = idOf(req);
    const fields = await parsePost(req.body);
    const { state, position } = await run(req, admin.userId, postId, { type: 'UpdatePost', postId, fields });
    const data = state.status === 'saved' ? { _id: postId, ...state.post } : { _id: postId };
    const message = fields.status === 'published' ? postMessages.published : postMessages.saved;
    res.json({ success: true, message, data, position });
  });

  router.delete(apiRoutes.posts.delete, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const postId = idOf(req);
    const { position } = await run(req, admin.userId, postId, { type: 'DeletePost', postId });
    res.json({ success: true, message: postMessages.deleted, position });
  });

  return router;
}
