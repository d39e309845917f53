import type { vi } from './vi';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A language's table: the Vietnamese one's keys, any words. */
export type Table = Widen<typeof vi>;
