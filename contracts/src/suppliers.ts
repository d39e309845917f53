import { z } from 'zod';
import { imageUrl } from './images';
import { multilineText } from './validation';
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
  background: multilineText('câu chuyện (background)', {
    error: 'Câu chuyện của nhà cung cấp (background) phải là văn bản.',
  })
    .trim()
    .max(supplierStoryMaxLength, `Câu chuyện (background) không được dài quá ${supplierStoryMaxLength} ký tự.`)
    .optional()
    .transform((v) => v ?? ''),
  contactInfo: multilineText('thông tin liên hệ (contactInfo)', {
    error: 'Vui lòng nhập thông tin liên hệ (contactInfo).',
  })
    .trim()
    .min(1, 'Vui lòng nhập thông tin liên hệ (contactInfo).')
    .max(1000, 'Thông tin liên hệ (contactInfo) không được dài quá 1000 ký tự.'),
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
