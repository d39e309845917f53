import express, { type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  collections,
  contentTypeOf,
  imageMessages,
  uploadHashOf,
  uploadName,
  type ImageDocument,
} from '@tavico/contracts';
import type { DocumentStore } from '@tavico/infrastructure';
import type { QueryDeps } from './deps';

/**
 * The card renditions of these images, by original URL: only our uploads have one, once the
 * rendition job has made it. One read for a whole page of products.
 */
export async function cardUrls(store: DocumentStore, urls: string[]): Promise<Map<string, string>> {
  const hashes = [...new Set(urls.map(uploadHashOf).filter((h): h is string => h !== null))];
  if (hashes.length === 0) return new Map();
  const images = await store
    .collection<ImageDocument>(collections.images)
    .find({ _id: { $in: hashes }, cardUrl: { $ne: null } }, { projection: { url: 1, cardUrl: 1 } });
  return new Map(images.map((i) => [i.url, i.cardUrl as string]));
}

/**
 * Uploaded files, by content-hash name: a name never changes content, so browsers may keep them
 * for a year. Served as images only, never run as a page.
 */
export function imageFiles(deps: Pick<QueryDeps, 'blobs'>): Router {
  const router = express.Router();
  router.get(apiRoutes.images.file, async (req, res) => {
    const name = String(req.params.name);
    const contentType = uploadName.test(name) ? contentTypeOf(name) : null;
    const data = contentType ? await deps.blobs.get(name) : null;
    if (!contentType || !data) throw new NotFound(imageMessages.notFound);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${name}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (req.headers['if-none-match'] === `"${name}"`) return res.status(304).end();
    res.end(data);
  });
  // /uploads/a/b.png, /uploads/: no upload has such a name, whatever else is served after the API.
  router.get(['/uploads', '/uploads/*rest'], () => {
    throw new NotFound(imageMessages.notFound);
  });
  return router;
}
