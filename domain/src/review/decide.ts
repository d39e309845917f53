import { Conflict, Forbidden, reviewMessages, type ReviewEvent, type Role } from '@tavico/contracts';
import type { Decider } from '../decider';
import { evolve, initialState, type ReviewState } from './review';

export type AddReview = {
  type: 'AddReview';
  productId: string;
  reviewer: { id: string; userName: string; role: Role };
  reviewMessage: string;
  reviewValue: number;
  /** The variant reviewed (issue 30). */
  sku?: string;
};
export type ReviewCommand = AddReview;

export function decide(command: ReviewCommand, state: ReviewState): ReviewEvent[] {
  switch (command.type) {
    case 'AddReview': {
      // Shop staff and suppliers do not rate the shop's products; customers do, once each.
      if (command.reviewer.role !== 'customer') throw new Forbidden(reviewMessages.customersOnly);
      if (state.status === 'written') throw new Conflict(reviewMessages.already);
      const { productId, reviewer, reviewMessage, reviewValue, sku } = command;
      return [
        {
          type: 'ReviewAdded',
          data: {
            productId,
            userId: reviewer.id,
            userName: reviewer.userName,
            reviewMessage,
            reviewValue,
            ...(sku ? { sku } : {}),
          },
        },
      ];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  name: 'review@1',
  initialState,
  evolve,
  decide,
};
