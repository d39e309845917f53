import { formatMoney, shopDateTime, toCents } from '@tavico/contracts/client';

/** The API's dollars through contracts' one money formatter (decisions §4). */
export const dollars = (amount: number): string => formatMoney(toCents(amount));

/** The date part of an ISO timestamp (spec §9: order date shown as date only). */
export const dateOnly = (iso: string): string => iso.slice(0, 10);

/** An instant as the shop's clock reads it (Vietnam, UTC+7 all year): dd/mm/yyyy HH:mm. */
export const vietnamTime = shopDateTime;
