/** Dollars with two decimals, as the API's numbers are shown (spec §9). */
export const dollars = (amount: number): string => `$${amount.toFixed(2)}`;

/** The date part of an ISO timestamp (spec §9: order date shown as date only). */
export const dateOnly = (iso: string): string => iso.slice(0, 10);
