import type { RequestHandler } from 'express';
import {
  collections,
  minPositionHeader,
  physicalCollection,
  readModelNames,
  staleHeader,
  type CheckpointDocument,
} from '@tavico/contracts';
import type { ReadModelStore } from '@tavico/infrastructure';

export type WaitForPosition = (position: number, timeoutMs: number) => Promise<boolean>;

/**
 * For a query service apart from the workers: has every read model of the live generation
 * reached the position? Polls the checkpoints the workers save.
 */
export function pollCheckpoints(store: ReadModelStore, intervalMs = 20): WaitForPosition {
  const reached = async (position: number) => {
    const generation = await store.generation();
    const ids = readModelNames.map((name) => physicalCollection(name, generation));
    const docs = await store.collection<CheckpointDocument>(collections.checkpoints).find({ _id: { $in: ids } });
    return docs.length === ids.length && docs.every((d) => d.position >= position);
  };
  return async (position, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await reached(position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };
}

/**
 * Read your own writes: a request carrying X-Min-Position waits (2 s at most) until the read
 * models include that position; past that it is answered with what there is, marked stale.
 */
export function readYourWrites(waitFor: WaitForPosition, timeoutMs = 2000): RequestHandler {
  return async (req, res, next) => {
    const header = req.get(minPositionHeader);
    if (header === undefined) return next();
    const position = Number(header);
    if (!Number.isSafeInteger(position) || position < 0) return next();
    if (!(await waitFor(position, timeoutMs))) res.setHeader(staleHeader, 'true');
    next();
  };
}
