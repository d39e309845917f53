import { lineText, zodSays } from './validation';
import { msg } from './i18n/message';
import { labelOf, type Label } from './errors';

/** decisions §18: one image file, recognised by its content, at most 5 MB. */
export const maxUploadBytes = 5 * 1024 * 1024;
export const uploadField = 'my_file';
/**
 * The largest picture an upload may hold, read from its header before any decode: a 1 MB PNG can
 * say 16,000 × 16,000 px and cost a gigabyte once decoded. 40 MP covers any camera's photo.
 */
export const maxUploadPixels = 40_000_000;
export const maxUploadSide = 12_000;
export const fitsPixelBudget = (size: { width: number; height: number }): boolean =>
  size.width <= maxUploadSide && size.height <= maxUploadSide && size.width * size.height <= maxUploadPixels;

export const imageTypes = [
  { ext: 'jpg', contentType: 'image/jpeg' },
  { ext: 'png', contentType: 'image/png' },
  { ext: 'webp', contentType: 'image/webp' },
  { ext: 'gif', contentType: 'image/gif' },
  { ext: 'svg', contentType: 'image/svg+xml' },
] as const;
export type ImageExt = (typeof imageTypes)[number]['ext'];

/** Where uploaded images are served; a name is the content's SHA-256, so a URL never changes meaning. */
export const uploadsPath = '/uploads';
export const uploadName = /^[a-f0-9]{64}(-card)?\.(jpg|png|webp|gif|svg)$/;
export const contentTypeOf = (name: string): string | null =>
  imageTypes.find((t) => name.endsWith(`.${t.ext}`))?.contentType ?? null;

/**
 * Whether a path says it is one of our uploads (the server's paths ignore case): such a path must
 * then name an upload exactly, or it is refused rather than looked up.
 */
export const claimsUpload = (url: string): boolean => /^\/uploads(?:[/?#]|$)/i.test(url);
/** The stored file's name in one of our upload URLs (`/uploads/{sha256}[-card].{ext}`), or null. */
export const uploadNameOf = (url: string): string | null => {
  const name = url.startsWith(`${uploadsPath}/`) ? url.slice(uploadsPath.length + 1) : null;
  return name !== null && uploadName.test(name) ? name : null;
};

/** The card rendition of an uploaded image (a smaller WebP), once the job has made it. */
export const cardNameOf = (hash: string) => `${hash}-card.webp`;
/** The hash inside one of our upload URLs, or null for any other URL. */
export const uploadHashOf = (url: string): string | null =>
  url.match(/^\/uploads\/([a-f0-9]{64})(?:-card)?\.[a-z]+$/)?.[1] ?? null;

/**
 * An image reference in a form: one of our paths ("/uploads/…", "/images/…") or an http(s) URL.
 * Anything else (javascript:, data:, protocol-relative) is refused.
 */
export const imageUrl = (label: Label) => {
  const named = { label: labelOf(label) };
  const pick = zodSays(msg('address.requiredPick', named));
  return lineText(label, { error: pick })
    .trim()
    .min(1, pick)
    .max(2000, zodSays(msg('field.invalid', named)))
    .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), zodSays(msg('image.badPath', named)))
    .refine((v) => !claimsUpload(v) || uploadNameOf(v) !== null, zodSays(imageMessages.notUploadPath(label)));
};

export const imageMessages = {
  uploaded: msg('image.uploaded'),
  missing: msg('image.missing'),
  tooMany: msg('image.tooMany'),
  notImage: msg('image.notImage'),
  tooLarge: msg('image.tooLarge'),
  notFound: msg('image.notFound'),
  undecodable: msg('image.undecodable'),
  notUploaded: msg('image.notUploaded'),
  notUploadPath: (label: Label) => msg('image.notUploadPath', { label: labelOf(label) }),
  badName: msg('image.badName'),
  tooManyPixels: msg('image.tooManyPixels', { megapixels: maxUploadPixels / 1_000_000, side: maxUploadSide }),
  busy: msg('image.busy'),
} as const;
