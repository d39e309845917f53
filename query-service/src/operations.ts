import express, { type Router } from 'express';
import {
  NotFound,
  ServiceUnavailable,
  apiRoutes,
  operationsCollection,
  operationsIds,
  operationsMessages,
  rebuildJobName,
  type ProjectionStatusDocument,
} from '@tavico/contracts';
import { readModelsDocument, readOutbox, readOutboxMessage, type JobQueue } from '@tavico/infrastructure';
import type { QueryDeps } from './deps';
import { requireUser } from './session';

/** A status report older than this means no runner is reporting (stopped, or between leases). */
const reportMaxAgeMs = 5000;

/** Admins watch the projections and follow a rebuild they started. */
export function operationsQueries(deps: QueryDeps & { queue: JobQueue | null }): Router {
  const router = express.Router();
  const operations = () => deps.store.collection(operationsCollection);

  router.get(apiRoutes.adminOps.status, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    res.setHeader('Cache-Control', 'no-store');
    const [report, readModels, lease] = await Promise.all([
      operations().findOne({ _id: operationsIds.status }) as Promise<ProjectionStatusDocument | null>,
      readModelsDocument(deps.store),
      operations().findOne({ _id: operationsIds.projectionLease }),
    ]);
    res.json({
      success: true,
      data: {
        generation: readModels?.generation ?? 0,
        switchedAt: readModels?.switchedAt ?? null,
        runner: report
          ? {
              holder: report.holder,
              generation: report.generation,
              reporting: Date.now() - Date.parse(report.updatedAt) <= reportMaxAgeMs,
            }
          : null,
        leaseHolder: (lease?.holder as string | undefined) ?? null,
        headPosition: report?.headPosition ?? null,
        projections: report?.projections ?? [],
        updatedAt: report?.updatedAt ?? null,
      },
    });
  });

  router.get(apiRoutes.adminOps.rebuildJob, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    res.setHeader('Cache-Control', 'no-store');
    if (!deps.queue) throw new ServiceUnavailable(operationsMessages.rebuildNeedsQueue);
    const job = await deps.queue.getJob(String(req.params.jobId));
    if (!job || job.name !== rebuildJobName) throw new NotFound(operationsMessages.jobNotFound);
    res.json({
      success: true,
      data: {
        jobId: job.id,
        status: job.status,
        progress: job.progress,
        result: job.returnValue,
        failedReason: job.failedReason,
      },
    });
  });

  // The outbox: where e-mails are written when no SMTP server is set (the standalone shop).
  router.get(apiRoutes.adminOps.outbox, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    res.setHeader('Cache-Control', 'no-store');
    const data = deps.outboxDir ? await readOutbox(deps.outboxDir, 100) : [];
    res.json({ success: true, data, sending: deps.outboxDir ? 'outbox' : 'smtp' });
  });

  router.get(apiRoutes.adminOps.outboxMessage, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    const raw = deps.outboxDir ? await readOutboxMessage(deps.outboxDir, String(req.params.name)) : null;
    if (raw === null) throw new NotFound(operationsMessages.noSuchMessage);
    res.setHeader('Cache-Control', 'no-store');
    // Shown as text, never run: the message's HTML is the shop's own, but a browser need not render it here.
    res.type('text/plain; charset=utf-8').send(raw);
  });

  return router;
}
