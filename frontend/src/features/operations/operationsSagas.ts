import { call, delay, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { messageOf } from '../../shared/http';
import { whileOpen } from '../../shared/sagas';
import type { Toast } from '../../shared/toast';
import type { PayloadAction } from '@reduxjs/toolkit';
import { mailAsText } from './mailText';
import { operationsApi } from './operationsApi';
import {
  operationsLoaded,
  operationsWatchStarted,
  operationsWatchStopped,
  outboxFailed,
  outboxLoaded,
  outboxMessageFailed,
  outboxMessageLoaded,
  outboxMessageOpened,
  outboxRequested,
  rebuildFailedToStart,
  rebuildProgressed,
  rebuildRequested,
  selectOperations,
  type OperationsState,
} from './operationsSlice';

/** How often the screen asks for the projections' figures and a running rebuild's progress. */
export const operationsPollMs = 1000;

const finished = (status: string | undefined) => status === 'completed' || status === 'failed';

/** While the screen is open: the figures every second, and a rebuild's progress until it ends. */
function* poll() {
  while (true) {
    try {
      const answer: Awaited<ReturnType<typeof operationsApi.operations>> = yield call(operationsApi.operations);
      yield put(operationsLoaded(answer.data));
      const { rebuild }: OperationsState = yield select(selectOperations);
      if (rebuild.job && !finished(rebuild.job.status)) {
        const job: Awaited<ReturnType<typeof operationsApi.rebuildJob>> = yield call(
          operationsApi.rebuildJob,
          rebuild.job.jobId,
        );
        yield put(rebuildProgressed(job.data));
      }
    } catch {
      // The next tick tries again; the screen keeps the last figures meanwhile.
    }
    yield delay(operationsPollMs);
  }
}

function* startRebuild() {
  const toast: Toast = yield getContext('toast');
  try {
    const answer: Awaited<ReturnType<typeof operationsApi.startRebuild>> = yield call(operationsApi.startRebuild);
    toast.success(answer.message ?? '');
    yield put(rebuildProgressed({ jobId: answer.data.jobId, status: 'waiting', progress: null }));
  } catch (error) {
    toast.error(messageOf(error));
    yield put(rebuildFailedToStart());
  }
}

function* fetchOutbox() {
  try {
    const answer: Awaited<ReturnType<typeof operationsApi.outbox>> = yield call(operationsApi.outbox);
    yield put(outboxLoaded({ entries: answer.data, sending: answer.sending }));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
    yield put(outboxFailed());
  }
}

/** One message, read as written and shown as text: its headers decoded and its plain-text part. */
function* openMessage(action: PayloadAction<{ name: string }>) {
  try {
    const raw: string = yield call(operationsApi.outboxMessage, action.payload.name);
    yield put(outboxMessageLoaded({ name: action.payload.name, raw, mail: mailAsText(raw) }));
  } catch (error) {
    const toast: Toast = yield getContext('toast');
    toast.error(messageOf(error));
    yield put(outboxMessageFailed());
  }
}

export function* operationsSaga() {
  yield takeLatest(rebuildRequested.type, startRebuild);
  yield takeLatest(outboxRequested.type, fetchOutbox);
  yield takeLatest(outboxMessageOpened.type, openMessage);
  yield fork(whileOpen, operationsWatchStarted.type, operationsWatchStopped.type, poll);
}
