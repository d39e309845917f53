import { shopDate, shopDateTime } from '@tavico/contracts/client';

/** An instant's day (spec §9: an order's date shown as date only) as the shop's clock reads it (Vietnam,
 * UTC+7) and as people there write it: dd/mm/yyyy. */
export const dateOnly = (iso: string): string => shopDate(iso);

/** An instant as the shop's clock reads it (Vietnam, UTC+7 all year): dd/mm/yyyy HH:mm. */
export const vietnamTime = shopDateTime;

/** A shop day (YYYY-MM-DD) as people in Vietnam write it: dd/mm/yyyy. */
export const dayText = (day: string): string => day.split('-').reverse().join('/');
