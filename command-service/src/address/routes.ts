import express, { type Request, type Router } from 'express';
import { Forbidden, NotFound, addressMessages, addressRequest, apiRoutes, parseBody, streams } from '@tavico/contracts';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser, SignedInUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { type AddressBookCommand, addressBookDecider } from '@tavico/domain';

/** A person's saved addresses: the userId in the path or body must be the session's own. */
export function addressRoutes(deps: { commands: CommandHandler; requireUser: RequireUser; ids: () => string }): Router {
  const router = express.Router();

  /** Only one's own book; a guest is told to sign in (401) before the request is looked at. */
  const owner = (user: SignedInUser, userId: unknown): SignedInUser => {
    if (userId !== undefined && userId !== user.userId) throw new Forbidden(addressMessages.notYours);
    return user;
  };

  const run = (req: Request, user: SignedInUser, command: AddressBookCommand) =>
    deps.commands.handle(
      streams.addressBook(user.userId),
      addressBookDecider,
      command,
      requestContext(req, { id: user.userId, role: user.role }),
    );

  const addressIdOf = (req: Request) => {
    const addressId = String(req.params.addressId);
    if (!isValidId(addressId)) throw new NotFound(addressMessages.notFound);
    return addressId;
  };

  router.post(apiRoutes.shop.addressAdd, async (req, res) => {
    const signedIn = await deps.requireUser(req);
    const { userId, ...fields } = parseBody(addressRequest, req.body);
    const user = owner(signedIn, userId);
    const addressId = deps.ids();
    const { position } = await run(req, user, { type: 'AddAddress', userId: user.userId, addressId, fields });
    res.status(201).json({
      success: true,
      message: addressMessages.added,
      data: { _id: addressId, userId: user.userId, ...fields },
      position,
    });
  });

  router.put(apiRoutes.shop.addressUpdate, async (req, res) => {
    const user = owner(await deps.requireUser(req), String(req.params.userId));
    const addressId = addressIdOf(req);
    const { userId: _ignored, ...fields } = parseBody(addressRequest, req.body);
    const { position } = await run(req, user, { type: 'UpdateAddress', userId: user.userId, addressId, fields });
    res.json({
      success: true,
      message: addressMessages.updated,
      data: { _id: addressId, userId: user.userId, ...fields },
      position,
    });
  });

  router.delete(apiRoutes.shop.addressDelete, async (req, res) => {
    const user = owner(await deps.requireUser(req), String(req.params.userId));
    const addressId = addressIdOf(req);
    const { position } = await run(req, user, { type: 'DeleteAddress', userId: user.userId, addressId });
    res.json({ success: true, message: addressMessages.deleted, position });
  });

  return router;
}
