import { z } from 'zod';
import { imageUrl } from './images';
import { fieldSays, multilineText, zodSays } from './validation';
import { msg } from './i18n/message';

/** What a supplier shows of itself on the supplier list and its page. */
export interface SupplierProfile {
  logo: string;
  /** The supplier's story, as text (decisions §24); the list clamps it to three lines. */
  background: string;
  contactInfo: string;
}

export const supplierStoryMaxLength = 1000;

export const supplierProfileRequest = z.object({
  logo: imageUrl('logo'),
  background: multilineText('background', { error: zodSays(msg('account.storyNotText')) })
    .trim()
    .max(supplierStoryMaxLength, fieldSays('field.tooLong', 'background', { max: supplierStoryMaxLength }))
    .optional()
    .transform((v) => v ?? ''),
  contactInfo: multilineText('contactInfo', { error: fieldSays('field.required', 'contactInfo') })
    .trim()
    .min(1, fieldSays('field.required', 'contactInfo'))
    .max(1000, fieldSays('field.tooLong', 'contactInfo', { max: 1000 })),
});

/** The spec's supplier entity; rating is the mean of its rated products, to one decimal (0 if none). */
export interface SupplierView extends SupplierProfile {
  id: string;
  userName: string;
  rating: number;
  productCount: number;
}

export const supplierMessages = {
  profileSaved: msg('account.supplierProfileSaved'),
} as const;
