import type { DomainEvent } from '@tavico/contracts';

/** How a stream folds: pure, no I/O, no clock. */
export interface Fold<S, E extends DomainEvent> {
  /**
   * Names the fold for the state cache and snapshots, with a version (`product@1`): change it
   * whenever `evolve` or the state's shape changes, so no state folded the old way is reused.
   */
  name: string;
  initialState: S;
  evolve(state: S, event: E): S;
}

/** A stream's behaviour: its fold, and the events a command produces in a state (or an AppError thrown). */
export interface Decider<S, C extends { type: string }, E extends DomainEvent> extends Fold<S, E> {
  decide(command: C, state: S): E[];
}
