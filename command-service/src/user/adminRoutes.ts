import express, { type Router } from 'express';
import {
  NotFound,
  ValidationError,
  apiRoutes,
  parseBody,
  roleChangeRequest,
  streams,
  supplierMessages,
  supplierProfileRequest,
  userMessages,
} from '@tavico/contracts';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from './routes';
import { userDecider } from '@tavico/domain';

/**
 * Admins change people's roles; nobody removes their own admin role (the shop keeps an admin).
 * Suppliers edit their own profile.
 */
export function userAdminRoutes(deps: { commands: CommandHandler; requireUser: RequireUser }): Router {
  const router = express.Router();
  router.put(apiRoutes.adminUsers.role, async (req, res) => {
    const admin = await deps.requireUser(req, 'admin');
    const { role } = parseBody(roleChangeRequest, req.body);
    const userId = String(req.params.id);
    if (userId === admin.userId && role !== 'admin') throw new ValidationError(userMessages.cannotDemoteSelf);
    // An unknown user is the decider's NotFound: no separate read first.
    if (!isValidId(userId)) throw new NotFound(userMessages.userNotFound);
    const { position } = await deps.commands.handle(
      streams.user(userId),
      userDecider,
      { type: 'ChangeRole', role },
      requestContext(req, { id: admin.userId, role: 'admin' }),
    );
    res.json({ success: true, message: userMessages.roleChanged, position });
  });

  // A supplier edits its own profile only: the stream is the session's, never one named by the client.
  router.put(apiRoutes.suppliers.profile, async (req, res) => {
    const supplier = await deps.requireUser(req, 'supplier');
    const profile = parseBody(supplierProfileRequest, req.body);
    const { position } = await deps.commands.handle(
      streams.user(supplier.userId),
      userDecider,
      { type: 'UpdateSupplierProfile', profile },
      requestContext(req, { id: supplier.userId, role: 'supplier' }),
    );
    res.json({ success: true, message: supplierMessages.profileSaved, data: profile, position });
  });
  return router;
}
