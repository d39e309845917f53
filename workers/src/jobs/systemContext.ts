import type { CommandContext } from '@tavico/infrastructure';

/** A job's commands: made by the system, in the chain of the event that queued the job. */
export const systemContext = (data: { correlationId: string; causationId: string | null }): CommandContext => ({
  actorId: null,
  actorRole: 'system',
  correlationId: data.correlationId,
  causationId: data.causationId,
});
