import express, { type Router } from 'express';
import { apiRoutes, collections, parseValue, searchText, type UserDocument } from '@tavico/contracts';
import type { QueryDeps } from './deps';
import { requireUser } from './session';
import { defaultPageSizes, findPage, paging } from './paging';

/** Admins list people, newest first, 20 a page, searched by name or e-mail. */
export function userQueries(deps: QueryDeps): Router {
  const router = express.Router();
  router.get(apiRoutes.adminUsers.list, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    const page = paging(req.query, defaultPageSizes.users);
    const search =
      typeof req.query.search === 'string' ? parseValue(searchText, req.query.search).trim().slice(0, 100) : '';
    const pattern = search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // People with accounts: guests (shoppers without one, issue 28) are not listed.
    const accounts = { role: { $ne: 'guest' } };
    const filter = pattern
      ? {
          ...accounts,
          $or: [{ userName: { $regex: pattern, $options: 'i' } }, { email: { $regex: pattern, $options: 'i' } }],
        }
      : accounts;
    const { list, pagination } = await findPage(
      deps.store.collection<UserDocument>(collections.users),
      filter,
      { sort: { registeredAt: -1 } },
      page,
    );
    res.json({
      success: true,
      data: list.map((u) => ({
        id: u._id,
        _id: u._id,
        userName: u.userName,
        email: u.email,
        role: u.role,
        registeredAt: u.registeredAt,
      })),
      // The fields this list answered before `pagination`, kept for the clients that read them.
      page: pagination.page,
      pageSize: pagination.limit,
      total: pagination.total,
      pagination,
    });
  });
  return router;
}
