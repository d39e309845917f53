import busboy from 'busboy';
import express, { type Request, type Router } from 'express';
import {
  AppError,
  PayloadTooLarge,
  ValidationError,
  apiRoutes,
  imageMessages,
  maxUploadBytes,
  uploadField,
} from '@tavico/contracts';
import type { RequireUser } from '../auth/authenticate';
import { requestContext } from '../user/routes';
import type { StoreImage } from './uploads';

/**
 * Reads the one file of a multipart request. The limit is enforced while reading: a file over
 * 5 MB is refused without being kept in memory whole.
 */
function readOneFile(req: Request): Promise<Buffer> {
  if (!req.is('multipart/form-data')) return Promise.reject(new ValidationError(imageMessages.missing));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxUploadBytes, fields: 20, parts: 40 } });
    } catch {
      reject(new ValidationError(imageMessages.missing));
      return;
    }
    let file: Buffer | null = null;
    let failure: AppError | null = null;
    parser.on('file', (field, stream) => {
      if (field !== uploadField) {
        failure ??= new ValidationError(imageMessages.missing);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new PayloadTooLarge(imageMessages.tooLarge);
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!failure) file = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => (failure = new ValidationError(imageMessages.tooMany)));
    parser.on('error', () => reject(failure ?? new ValidationError(imageMessages.missing)));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.length === 0) reject(new ValidationError(imageMessages.missing));
      else resolve(file);
    });
    req.pipe(parser);
  });
}

/** POST …/upload-image for admins (the spec's call) and for suppliers' own product forms. */
export function imageRoutes(deps: { requireUser: RequireUser; storeImage: StoreImage }): Router {
  const router = express.Router();
  const upload =
    (...roles: ('admin' | 'supplier')[]) =>
    async (req: Request, res: express.Response) => {
      const user = await deps.requireUser(req, ...roles);
      const bytes = await readOneFile(req);
      const { url, position } = await deps.storeImage(bytes, requestContext(req, { id: user.userId, role: user.role }));
      res.status(201).json({ success: true, message: imageMessages.uploaded, result: { url }, position });
    };
  // decisions §25: the spec's supplier panel uploads through the admin call.
  router.post(apiRoutes.images.upload, upload('admin', 'supplier'));
  router.post(apiRoutes.images.supplierUpload, upload('supplier'));
  return router;
}
