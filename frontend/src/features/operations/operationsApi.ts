import { apiRoutes, type ProjectionFigures, type RebuildProgress } from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';

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

/** The operations screen's calls: the projections' status, a read-model rebuild and the outbox. */
export const operationsApi = {
  operations: () => http.get<DataEnvelope<OperationsStatus>>(apiRoutes.adminOps.status),
  startRebuild: () => http.post<DataEnvelope<{ jobId: string }>>(apiRoutes.adminOps.rebuild),
  rebuildJob: (jobId: string) => http.get<DataEnvelope<RebuildJob>>(route(apiRoutes.adminOps.rebuildJob, { jobId })),
  outbox: () => http.get<OutboxAnswer>(apiRoutes.adminOps.outbox),
  /** One message as written (RFC 822 text). */
  outboxMessage: (name: string) => http.getText(route(apiRoutes.adminOps.outboxMessage, { name })),
};
