import { apiRoutes, type ProjectionFigures, type RebuildProgress } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { ApiError, http, messageOf, route, type DataEnvelope } from '../../shared/http';
import { mailAsText, type MailAsText } from './mailText';

export interface OperationsStatus {
  generation: number;
  switchedAt: string | null;
  runner: { holder: string; generation: number; reporting: boolean } | null;
  headPosition: number | null;
  projections: ProjectionFigures[];
  updatedAt: string | null;
}

export interface RebuildJob {
  jobId: string;
  status: string;
  progress: RebuildProgress | number | null;
  failedReason?: string | null;
}

/** An e-mail written to the outbox (no SMTP server set), as the outbox lists it. */
export interface OutboxEntry {
  name: string;
  to: string;
  subject: string;
  messageId: string;
  writtenAt: string;
  size: number;
}

/** The outbox's newest messages, and how the shop sends e-mail: to the outbox, or over SMTP (then none are kept). */
export interface OutboxAnswer extends DataEnvelope<OutboxEntry[]> {
  sending: 'outbox' | 'smtp';
}

/** How often the open screen asks for the projections' figures and a running rebuild's progress. */
export const operationsPollMs = 1000;

/** One message of the outbox: as written (RFC 822 text), and as the screen shows it. */
export interface OutboxMessage {
  raw: string;
  mail: MailAsText;
}

/**
 * The operations screen's calls (the back office's chunk injects these): the projections' status
 * and a rebuild's progress, polled while the screen is open, the start of a rebuild, and the outbox.
 */
export const operationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    operations: build.query<OperationsStatus, void>({
      query: () => apiRoutes.adminOps.status,
      transformResponse: (answer) => (answer as DataEnvelope<OperationsStatus>).data,
      providesTags: ['Operations'],
    }),
    rebuildJob: build.query<RebuildJob, string>({
      query: (jobId) => route(apiRoutes.adminOps.rebuildJob, { jobId }),
      transformResponse: (answer) => (answer as DataEnvelope<RebuildJob>).data,
    }),
    /** The job just started is waiting: its entry says so until the first poll of its progress. */
    startRebuild: build.mutation<DataEnvelope<{ jobId: string }>, void>({
      query: () => ({ method: 'POST', url: apiRoutes.adminOps.rebuild }),
      transformResponse: (answer) => answer as DataEnvelope<{ jobId: string }>,
      async onQueryStarted(_none, { dispatch, queryFulfilled }) {
        try {
          const { data: answer } = await queryFulfilled;
          const { jobId } = answer.data;
          dispatch(
            operationsApi.util.upsertQueryData('rebuildJob', jobId, { jobId, status: 'waiting', progress: null }),
          );
        } catch {
          // Not started: the screen says why.
        }
      },
    }),
    outbox: build.query<OutboxAnswer, void>({
      query: () => apiRoutes.adminOps.outbox,
      transformResponse: (answer) => answer as OutboxAnswer,
      providesTags: ['Operations'],
    }),
    /** One message as written, read as text (not JSON), its headers decoded and its plain-text part. */
    outboxMessage: build.query<OutboxMessage, string>({
      queryFn: async (name) => {
        try {
          const raw = await http.getText(route(apiRoutes.adminOps.outboxMessage, { name }));
          return { data: { raw, mail: mailAsText(raw) } };
        } catch (error) {
          return { error: { status: error instanceof ApiError ? error.status : 0, message: messageOf(error) } };
        }
      },
    }),
  }),
});

export const {
  useOperationsQuery,
  useRebuildJobQuery,
  useStartRebuildMutation,
  useOutboxQuery,
  useOutboxMessageQuery,
} = operationsApi;

/** Whether a rebuild has ended, either way. */
export const rebuildEnded = (job: RebuildJob | undefined) => job?.status === 'completed' || job?.status === 'failed';

/** A job's share done, 0 to 100, whatever form its progress takes. */
export const percentDone = (job: RebuildJob | null | undefined): number => {
  if (!job) return 0;
  if (job.status === 'completed') return 100;
  const progress = job.progress;
  if (typeof progress === 'number') return Math.round(progress);
  return Math.round(progress?.percent ?? 0);
};
