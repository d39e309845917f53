import { formatMoney, toCents } from '@tavico/contracts/client';

/** The API's dollars through contracts' one money formatter (decisions §4). */
export const dollars = (amount: number): string => formatMoney(toCents(amount));

/** The date part of an ISO timestamp (spec §9: order date shown as date only). */
export const dateOnly = (iso: string): string => iso.slice(0, 10);

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as the shop's clock reads it (Vietnam, UTC+7 all year): dd/mm/yyyy HH:mm. */
export function vietnamTime(iso: string): string {
  const t = new Date(Date.parse(iso) + 7 * 3600_000);
  return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}
