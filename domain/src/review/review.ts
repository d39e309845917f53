import type { ReviewEvent } from '@tavico/contracts';

/** `review-{productId}-{userId}`: one review per person and product. */
export type ReviewState = { status: 'none' } | { status: 'written'; reviewValue: number };

export const initialState: ReviewState = { status: 'none' };

export function evolve(_state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewAdded':
      return { status: 'written', reviewValue: event.data.reviewValue };
  }
}
