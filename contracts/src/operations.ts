import { collections } from './readModels';
import { msg } from './i18n/message';

/** The read models the projections write and the query side reads, by their logical names. */
export const readModelNames = [
  collections.users,
  collections.products,
  collections.reviews,
  collections.banners,
  collections.images,
  collections.carts,
  collections.addresses,
  collections.orders,
  collections.orderHistories,
  collections.salesDays,
  collections.openOrders,
  collections.catalogueStamps,
  collections.siteSettings,
  collections.posts,
  collections.vouchers,
] as const;
export type ReadModelName = (typeof readModelNames)[number];

/** Where the workers keep what runs the read side: which generation is live, leases, status. */
export const operationsCollection = 'operations';
export const operationsIds = {
  readModels: 'readModels',
  status: 'projectionStatus',
  projectionLease: 'lease:projections',
  rebuildLease: 'lease:rebuild',
} as const;

/**
 * A rebuild writes a new generation of every read model beside the live one, then switches
 * reads over. Generation 0 keeps the plain names, so a store from before rebuilds reads as is.
 */
export const physicalCollection = (name: string, generation: number): string =>
  generation === 0 ? name : `${name}__g${generation}`;

export interface ReadModelsDocument {
  _id: string;
  [key: string]: unknown;
  /** The generation the query side reads. */
  generation: number;
  /** The generation the projection runner writes; it follows `generation` after a switch. */
  runnerGeneration: number;
  switchedAt: string | null;
}

export interface ProjectionFigures {
  name: string;
  /** Last log position applied (null: nothing yet). */
  checkpoint: number | null;
  /** How far behind the head of the log, in events (log positions on EventStoreDB). */
  lagEvents: number;
  /** How old the last applied event was when the head was newer; 0 when caught up. */
  lagMs: number;
  eventsPerSecond: number;
}

/** What the projection runner last reported, about once a second. */
export interface ProjectionStatusDocument {
  _id: string;
  [key: string]: unknown;
  generation: number;
  holder: string;
  headPosition: number | null;
  projections: ProjectionFigures[];
  updatedAt: string;
}

/** The job that rebuilds the read models: queued by the command side, run by a worker. */
export const rebuildJobName = 'rebuild-read-models';

/** A rebuild job's progress, as `GET /api/admin/ops/rebuild/:jobId` shows it. */
export interface RebuildProgress {
  phase: 'replaying' | 'switching' | 'dropping' | 'done';
  generation: number;
  eventsDone: number;
  /** Position reached and the log head it runs to: their ratio is the share done. */
  position: number;
  headPosition: number;
  percent: number;
  eventsPerSecond: number;
  secondsLeft: number | null;
}

export const operationsMessages = {
  rebuildStarted: msg('operations.rebuildStarted'),
  rebuildRunning: msg('operations.rebuildRunning'),
  rebuildNeedsQueue: msg('operations.rebuildNeedsQueue'),
  jobNotFound: msg('operations.jobNotFound'),
  noSuchMessage: msg('operations.noSuchMessage'),
} as const;
