import { cancel, fork, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';

/** Runs `work` from each `started` action until the next `stopped` one: a screen's live part while it is open. */
export function* whileOpen(started: string, stopped: string, work: () => Generator) {
  while (true) {
    yield take(started);
    const task: Task = yield fork(work);
    yield take(stopped);
    yield cancel(task);
  }
}
