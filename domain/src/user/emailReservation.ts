import { Conflict, messages, type EmailReservationEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/**
 * `user-email-{email}` makes e-mails unique: the first to append EmailReserved (with "no stream"
 * expected) owns the address; everyone after gets a conflict.
 */
export type EmailReservationState = null | { userId: string };
export type ReserveEmail = { type: 'ReserveEmail'; email: string; userId: string };

export const emailReservationDecider: Decider<EmailReservationState, ReserveEmail, EmailReservationEvent> = {
  name: 'email-reservation@1',
  initialState: null,
  evolve: (_state, event) => ({ userId: event.data.userId }),
  decide(command, state) {
    if (state?.userId === command.userId) return [];
    if (state) throw new Conflict(messages.emailTaken);
    return [{ type: 'EmailReserved', data: { email: command.email, userId: command.userId } }];
  },
};
