import express, { type Router } from 'express';
import { ServiceUnavailable, apiRoutes, operationsMessages, rebuildJobName } from '@tavico/contracts';
import type { IdGenerator, JobQueue } from '@tavico/infrastructure';
import type { RequireUser } from '../auth/authenticate';

/**
 * An admin starts a read-model rebuild: it is queued as a job a worker runs, and followed with
 * `GET /api/admin/ops/rebuild/:jobId`. Two rebuilds never run at once (the job holds a lease).
 */
export function operationsRoutes(deps: { requireUser: RequireUser; queue: JobQueue | null; ids: IdGenerator }): Router {
  const router = express.Router();
  router.post(apiRoutes.adminOps.rebuild, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    if (!deps.queue) throw new ServiceUnavailable(operationsMessages.rebuildNeedsQueue);
    const { id } = await deps.queue.add(
      rebuildJobName,
      { requestedBy: admin.userId },
      { jobId: `rebuild-${deps.ids()}` },
    );
    res.status(202).json({ success: true, message: operationsMessages.rebuildStarted, data: { jobId: id } });
  });
  return router;
}
