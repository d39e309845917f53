import express, { type Request, type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  parseBody,
  productFieldsFrom,
  productMessages,
  productRequest,
  featureRequest,
  streams,
  type Role,
  type ShopCurrency,
} from '@tavico/contracts';
import type { BlobStore } from '@tavico/infrastructure';
import { isValidId, type CommandHandler } from '../handler';
import type { RequireUser, SignedInUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import { assertUploaded } from '../image/uploaded';
import { type ProductActor, type ProductCommand, productDecider } from '@tavico/domain';

const actorOf = (user: SignedInUser): ProductActor => ({ id: user.userId, role: user.role, userName: user.userName });

/**
 * Product commands for admins (/api/admin/products) and suppliers (/api/supplier/products).
 * The same handlers serve both; the decider enforces who may touch what.
 */
export function productRoutes(deps: {
  commands: CommandHandler;
  requireUser: RequireUser;
  ids: () => string;
  blobs: BlobStore;
  currency: ShopCurrency;
}): Router {
  const router = express.Router();

  const parseProduct = async (body: unknown) => {
    const input = parseBody(productRequest(deps.currency), body);
    await assertUploaded(deps.blobs, [input.image, ...(input.gallery ?? [])]);
    return input;
  };

  const run = async (req: Request, productId: string, command: ProductCommand, user: SignedInUser) =>
    deps.commands.handle(
      streams.product(productId),
      productDecider,
      command,
      requestContext(req, { id: user.userId, role: user.role }),
    );

  const mount = (routes: { add: string; edit: string; delete: string }, role: Role) => {
    router.post(routes.add, async (req, res) => {
      const user = await deps.requireUser(req, role);
      const input = await parseProduct(req.body);
      const productId = deps.ids();
      const { position } = await run(
        req,
        productId,
        {
          type: 'CreateProduct',
          productId,
          fields: productFieldsFrom(input, input.brand ?? '', deps.currency),
          actor: actorOf(user),
        },
        user,
      );
      res.status(201).json({ success: true, message: productMessages.added, data: { _id: productId }, position });
    });

    router.put(routes.edit, async (req, res) => {
      const user = await deps.requireUser(req, role);
      const productId = String(req.params.id);
      if (!isValidId(productId)) throw new NotFound(productMessages.notFound);
      const input = await parseProduct(req.body);
      const { position } = await run(
        req,
        productId,
        {
          type: 'UpdateProduct',
          fields: productFieldsFrom(input, input.brand ?? '', deps.currency),
          actor: actorOf(user),
          version: input.version,
        },
        user,
      );
      res.json({ success: true, message: productMessages.updated, data: { _id: productId }, position });
    });

    router.delete(routes.delete, async (req, res) => {
      const user = await deps.requireUser(req, role);
      const productId = String(req.params.id);
      if (!isValidId(productId)) throw new NotFound(productMessages.notFound);
      const { position } = await run(req, productId, { type: 'DeleteProduct', actor: actorOf(user) }, user);
      res.json({ success: true, message: productMessages.deleted, position });
    });
  };

  // The home page's showroom is the admin's to fill (suppliers get 403 from the decider too).
  router.put(apiRoutes.adminProducts.feature, async (req, res) => {
    const user = await deps.requireUser(req, 'admin');
    const productId = String(req.params.id);
    if (!isValidId(productId)) throw new NotFound(productMessages.notFound);
    const { featured } = parseBody(featureRequest, req.body);
    const { position } = await run(req, productId, { type: 'FeatureProduct', featured, actor: actorOf(user) }, user);
    const message = featured ? productMessages.featured : productMessages.unfeatured;
    res.json({ success: true, message, data: { _id: productId, featured }, position });
  });

  mount(apiRoutes.adminProducts, 'admin');
  mount(apiRoutes.supplierProducts, 'supplier');
  return router;
}
