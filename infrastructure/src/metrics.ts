import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per service instance (no global default), with the figures every service reports. */
export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    commandsHandled: new Counter({
      name: 'commands_handled_total',
      help: 'Commands handled, by command and outcome',
      labelNames: ['command', 'outcome'] as const,
      registers: [registry],
    }),
    eventsAppended: new Counter({
      name: 'events_appended_total',
      help: 'Events appended to the event store',
      registers: [registry],
    }),
    projectionLag: new Gauge({
      name: 'projection_lag_events',
      help: 'How far a projection is behind the head of the event log (events on SQLite; log positions on EventStoreDB)',
      labelNames: ['projection'] as const,
      registers: [registry],
    }),
    projectionLagMs: new Gauge({
      name: 'projection_lag_milliseconds',
      help: 'How long the oldest event a projection has not applied has been waiting; 0 when caught up',
      labelNames: ['projection'] as const,
      registers: [registry],
    }),
    projectionRate: new Gauge({
      name: 'projection_events_per_second',
      help: 'Events a projection applied per second, over the last five seconds',
      labelNames: ['projection'] as const,
      registers: [registry],
    }),
    liveEventsEmitted: new Counter({
      name: 'live_events_emitted_total',
      help: 'Order pushes sent to browsers, by event name',
      labelNames: ['event'] as const,
      registers: [registry],
    }),
    projectionPosition: new Gauge({
      name: 'projection_checkpoint_position',
      help: 'Last global position applied by a projection',
      labelNames: ['projection'] as const,
      registers: [registry],
    }),
    imageUploads: new Counter({
      name: 'image_uploads_total',
      help: 'Image uploads by outcome: decoded (checked whole, then stored), known (stored already: answered without decoding), undecodable, too_many_pixels (refused from its header), busy (refused: too many waiting)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    eventsProjected: new Counter({
      name: 'events_projected_total',
      help: 'Events applied to the read models',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
