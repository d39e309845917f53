import { call, delay, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { messageOf } from '../../shared/http';
import { whileOpen } from '../../shared/sagas';
import type { Toast } from '../../shared/toast';
import { backOfficeApi } from '../backoffice/backOfficeApi';
import {
  operationsLoaded,
  operationsWatchStarted,
  operationsWatchStopped,
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
      const answer: Awaited<ReturnType<typeof backOfficeApi.operations>> = yield call(backOfficeApi.operations);
      yield put(operationsLoaded(answer.data));
      const { rebuild }: OperationsState = yield select(selectOperations);
      if (rebuild.job && !finished(rebuild.job.status)) {
        const job: Awaited<ReturnType<typeof backOfficeApi.rebuildJob>> = yield call(
          backOfficeApi.rebuildJob,
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
    const answer: Awaited<ReturnType<typeof backOfficeApi.startRebuild>> = yield call(backOfficeApi.startRebuild);
    toast.success(answer.message ?? '');
    yield put(rebuildProgressed({ jobId: answer.data.jobId, status: 'waiting', progress: null }));
  } catch (error) {
    toast.error(messageOf(error));
    yield put(rebuildFailedToStart());
  }
}

export function* operationsSaga() {
  yield takeLatest(rebuildRequested.type, startRebuild);
  yield fork(whileOpen, operationsWatchStarted.type, operationsWatchStopped.type, poll);
}
