import { z } from 'zod';
import { fieldSays, lineText, zodSays } from './validation';
import { msg } from './i18n/message';

/**
 * A carrier a parcel is handed to (issue 30): its id, its name as buyers know it, and the address
 * of its tracking page with `{code}` where the tracking number goes ('' for a carrier with no
 * page, the shop's own truck). The owner keeps the list in the settings.
 */
export interface Carrier {
  id: string;
  name: string;
  trackingUrl: string;
}

/** Until the owner saves a list: the carriers Vietnamese shops use most, and the shop's own truck. */
export const defaultCarriers: readonly Carrier[] = [
  { id: 'ghn', name: 'Giao Hàng Nhanh (GHN)', trackingUrl: 'https://donhang.ghn.vn/?order_code={code}' },
  { id: 'ghtk', name: 'Giao Hàng Tiết Kiệm (GHTK)', trackingUrl: 'https://i.ghtk.vn/{code}' },
  {
    id: 'viettelpost',
    name: 'Viettel Post',
    trackingUrl: 'https://viettelpost.com.vn/tra-cuu-hanh-trinh-don/?code={code}',
  },
  { id: 'jt', name: 'J&T Express', trackingUrl: 'https://jtexpress.vn/vi/tracking?type=track&billcode={code}' },
  { id: 'own', name: 'Xe của cửa hàng', trackingUrl: '' },
];

/** The carriers a shop offers: the owner's list, or the defaults until one is saved. */
export const carriersOf = (settings: { carriers?: readonly Carrier[] }): readonly Carrier[] =>
  settings.carriers ?? defaultCarriers;

/** The link to a parcel's tracking page, or null for a carrier without one. */
export const trackingLink = (carrier: Pick<Carrier, 'trackingUrl'>, code: string): string | null =>
  carrier.trackingUrl && code ? carrier.trackingUrl.replace('{code}', encodeURIComponent(code)) : null;

/** How a parcel went: who carries it and its tracking number, as the hand-over recorded them. */
export interface Shipment {
  carrierId: string;
  carrierName: string;
  /** '' for a carrier with no tracking (the shop's own truck). */
  trackingCode: string;
  trackingUrl: string | null;
}

/** A tracking number as carriers print them: letters, digits, dots and dashes. */
export const trackingCodeSchema = z
  .string({ error: fieldSays('field.mustBeWords', 'trackingCode') })
  .trim()
  .max(40, fieldSays('field.tooLong', 'trackingCode', { max: 40 }))
  .refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/.test(v), fieldSays('field.invalid', 'trackingCode'));

const carrierSchema = z.object({
  id: z
    .string({ error: fieldSays('field.mustBeWords', 'carrierId') })
    .trim()
    .regex(/^[a-z0-9-]{2,30}$/, zodSays(msg('settings.carrierId'))),
  name: lineText('carrierName', { error: fieldSays('field.mustBeWords', 'carrierName') })
    .trim()
    .min(1, fieldSays('field.required', 'carrierName'))
    .max(60, fieldSays('field.tooLong', 'carrierName', { max: 60 })),
  trackingUrl: z
    .string({ error: fieldSays('field.mustBeWords', 'trackingUrl') })
    .trim()
    .max(300, fieldSays('field.tooLong', 'trackingUrl', { max: 300 }))
    .refine((v) => v === '' || /^https:\/\/[^\s"'<>]+$/.test(v), zodSays(msg('settings.trackingUrl')))
    .refine((v) => v === '' || v.split('{code}').length === 2, zodSays(msg('settings.trackingUrl'))),
});

/** The carriers list a settings save may carry: up to 12, each id once. */
export const carriersRequest = z
  .array(carrierSchema, { error: zodSays(msg('settings.carriersList')) })
  .min(1, zodSays(msg('settings.carriersList')))
  .max(12, zodSays(msg('settings.tooManyCarriers', { max: 12 })))
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, zodSays(msg('settings.carrierTwice')));
