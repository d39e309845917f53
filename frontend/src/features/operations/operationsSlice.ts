import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OperationsStatus, OutboxEntry, RebuildJob } from './operationsApi';
import type { MailAsText } from './mailText';

export interface OperationsState {
  status: OperationsStatus | null;
  /** The rebuild this screen started and follows, until it is done or failed. */
  rebuild: { starting: boolean; job: RebuildJob | null };
  /** The e-mails written to the outbox, newest first, and the one opened. */
  outbox: {
    status: 'idle' | 'loading' | 'failed';
    sending: 'outbox' | 'smtp' | null;
    entries: OutboxEntry[];
    open: { name: string; status: 'loading' | 'idle' | 'failed'; mail: MailAsText | null; raw: string } | null;
  };
}

export const initialOperationsState: OperationsState = {
  status: null,
  rebuild: { starting: false, job: null },
  outbox: { status: 'idle', sending: null, entries: [], open: null },
};

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
    outboxRequested: (state) => void (state.outbox.status = 'loading'),
    outboxLoaded: (state, action: PayloadAction<{ entries: OutboxEntry[]; sending: 'outbox' | 'smtp' }>) => {
      state.outbox = { ...state.outbox, status: 'idle', ...action.payload };
    },
    outboxFailed: (state) => void (state.outbox.status = 'failed'),
    outboxMessageOpened: (state, action: PayloadAction<{ name: string }>) => {
      state.outbox.open = { name: action.payload.name, status: 'loading', mail: null, raw: '' };
    },
    outboxMessageLoaded: (state, action: PayloadAction<{ name: string; raw: string; mail: MailAsText }>) => {
      if (state.outbox.open?.name !== action.payload.name) return;
      state.outbox.open = { ...action.payload, status: 'idle' };
    },
    outboxMessageFailed: (state) => {
      if (state.outbox.open) state.outbox.open.status = 'failed';
    },
    outboxMessageClosed: (state) => void (state.outbox.open = null),
  },
});

export const {
  operationsWatchStarted,
  operationsWatchStopped,
  operationsLoaded,
  rebuildRequested,
  rebuildProgressed,
  rebuildFailedToStart,
  outboxRequested,
  outboxLoaded,
  outboxFailed,
  outboxMessageOpened,
  outboxMessageLoaded,
  outboxMessageFailed,
  outboxMessageClosed,
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
