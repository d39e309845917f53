/**
 * The shop keeps Vietnam's clock: UTC+7 all year (no daylight saving), so its days, years and
 * the times it shows are Vietnam's, whichever zone the server or the browser runs in.
 */

/** For `Intl.DateTimeFormat`, where a formatter's words are wanted. */
export const shopTimeZone = 'Asia/Ho_Chi_Minh';

const shopOffsetMs = 7 * 60 * 60 * 1000;

/** The instant moved by the shop's offset: its UTC fields read Vietnam's wall clock. */
const shopClock = (at: string | Date): Date => new Date(new Date(at).getTime() + shopOffsetMs);

const two = (n: number) => String(n).padStart(2, '0');

/** The shop's calendar day (YYYY-MM-DD) of an instant. */
export const shopDay = (at: string | Date): string => shopClock(at).toISOString().slice(0, 10);

/** The shop's year of an instant (an order code's year). */
export const vietnamYear = (at: string | Date): number => shopClock(at).getUTCFullYear();

/** An instant's date as people in Vietnam write it: dd/mm/yyyy. */
export function shopDate(at: string | Date): string {
  const t = shopClock(at);
  return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`;
}

/** An instant as the shop's clock reads it: dd/mm/yyyy HH:mm. */
export function shopDateTime(at: string | Date): string {
  const t = shopClock(at);
  return `${shopDate(at)} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}
