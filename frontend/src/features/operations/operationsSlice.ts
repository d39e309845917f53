import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OperationsStatus, RebuildJob } from '../backoffice/backOfficeApi';

export interface OperationsState {
  status: OperationsStatus | null;
  /** The rebuild this screen started and follows, until it is done or failed. */
  rebuild: { starting: boolean; job: RebuildJob | null };
}

export const initialOperationsState: OperationsState = { status: null, rebuild: { starting: false, job: null } };

export const operationsSlice = createSlice({
  name: 'adminOperations',
  initialState: initialOperationsState,
  reducers: {
    operationsWatchStarted: () => {},
    operationsWatchStopped: () => {},
    operationsLoaded: (state, action: PayloadAction<OperationsStatus>) => void (state.status = action.payload),
    rebuildRequested: (state) => void (state.rebuild.starting = true),
    rebuildProgressed: (state, action: PayloadAction<RebuildJob>) => {
      state.rebuild = { starting: false, job: action.payload };
    },
    rebuildFailedToStart: (state) => void (state.rebuild.starting = false),
  },
});

export const {
  operationsWatchStarted,
  operationsWatchStopped,
  operationsLoaded,
  rebuildRequested,
  rebuildProgressed,
  rebuildFailedToStart,
} = operationsSlice.actions;

export const selectOperations = (state: { adminOperations?: OperationsState }) =>
  state.adminOperations ?? initialOperationsState;

/** A job's share done, 0 to 100, whatever form its progress takes. */
export const percentDone = (job: RebuildJob | null): number => {
  if (!job) return 0;
  if (job.status === 'completed') return 100;
  const progress = job.progress;
  if (typeof progress === 'number') return Math.round(progress);
  return Math.round(progress?.percent ?? 0);
};
