import type {
  BlobStore,
  Clock,
  DocumentStore,
  JobQueue,
  OrderLinks,
  RateLimiter,
  SessionTokens,
} from '@tavico/infrastructure';
import type { ShopCurrency } from '@tavico/contracts';
import type { Phraser } from './chat/phraser';
import type { WaitForPosition } from './positions';
import type { CatalogueStamp } from './responseCache';

export interface QueryDeps {
  store: DocumentStore;
  blobs: BlobStore;
  tokens: SessionTokens;
  clock: Clock;
  waitForPosition: WaitForPosition;
  /** Where rebuild jobs are looked up; null without a queue. */
  queue?: JobQueue | null;
  /**
   * Where the public catalogue stands, for its answer cache: by default the stamp read model;
   * the standalone asks its own projection runner instead.
   */
  catalogueStamp?: CatalogueStamp;
  /** Where e-mails are written when no SMTP server is set (DATA_DIR/outbox); none: SMTP. */
  outboxDir?: string | null;
  /** The shop's currency, as recorded in the log (decisions §31). */
  shopCurrency: () => ShopCurrency;
  /**
   * COD_MAX_TOTAL in major units of the shop's currency (default 50,000,000 ₫ or $2,000): the
   * checkout offers cash on delivery up to it.
   */
  codMaxTotal?: number;
  /** Signs and reads the links that open one order without signing in; without, none open. */
  orderLinks?: OrderLinks;
  /** "Tra cứu đơn hàng": lookups per address an hour; without, 20 counted in memory. */
  lookups?: { limiter: RateLimiter; perIpPerHour: number };
  /** The chat assistant's rate limit and language model; without, 20 questions a minute and built-in answers. */
  chat?: ChatDeps;
}

export interface ChatDeps {
  /** Counts questions per asker (session and IP) in one-minute windows. */
  limiter: RateLimiter;
  questionsPerMinute: number;
  /** A language model that phrases the answers; null for the built-in answers alone. */
  phraser: Phraser | null;
}
