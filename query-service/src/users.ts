import express, { type Router } from 'express';
import { apiRoutes, collections, type UserDocument } from '@tavico/contracts';
import type { QueryDeps } from './app';
import { requireUser } from './session';

const pageSize = 20;

/** Admins list people, newest first, 20 a page, searched by name or e-mail. */
export function userQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.adminUsers.list, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    const page = Math.max(1, Math.min(10_000, Number.parseInt(String(req.query.page ?? '1'), 10) || 1));
    const search = typeof req.query.search === 'string' ? req.query.search.trim().slice(0, 100) : '';
    const pattern = search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const filter = pattern
      ? { $or: [{ userName: { $regex: pattern, $options: 'i' } }, { email: { $regex: pattern, $options: 'i' } }] }
      : {};
    const users = deps.store.collection<UserDocument>(collections.users);
    const [total, found] = await Promise.all([
      users.countDocuments(filter),
      users.find(filter, { sort: { registeredAt: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
    ]);
    res.json({
      success: true,
      data: found.map((u) => ({
        id: u._id,
        _id: u._id,
        userName: u.userName,
        email: u.email,
        role: u.role,
        registeredAt: u.registeredAt,
      })),
      page,
      pageSize,
      total,
    });
  });
  return router;
}
