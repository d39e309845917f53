import { apiRoutes } from '@tavico/contracts/client';
import { http, type Envelope } from './http';

/** Whose upload route an image goes to: the admin's or a supplier's. */
export type UploadArea = 'admin' | 'supplier';

const uploadRoutes: Record<UploadArea, string> = {
  admin: apiRoutes.images.upload,
  supplier: apiRoutes.images.supplierUpload,
};

/** The back office's image uploads (product images, banners, a supplier's logo). */
export const imagesApi = {
  upload: (area: UploadArea, file: Blob) =>
    http.upload<Envelope & { result: { url: string } }>(uploadRoutes[area], file),
};
