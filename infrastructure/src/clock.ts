import { randomUUID } from 'node:crypto';

/** Time and ids come in as dependencies so tests can pin them. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export type IdGenerator = () => string;
export const uuid: IdGenerator = () => randomUUID();
