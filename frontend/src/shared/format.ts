import { shopDateTime } from '@tavico/contracts/client';

/** The date part of an ISO timestamp (spec §9: order date shown as date only). */
export const dateOnly = (iso: string): string => iso.slice(0, 10);

/** An instant as the shop's clock reads it (Vietnam, UTC+7 all year): dd/mm/yyyy HH:mm. */
export const vietnamTime = shopDateTime;

/** A shop day (YYYY-MM-DD) as people in Vietnam write it: dd/mm/yyyy. */
export const dayText = (day: string): string => day.split('-').reverse().join('/');
