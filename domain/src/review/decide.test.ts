import { reviewMessages, type ReviewEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { reviewDecider, type AddReview } from './decide';

const add = (overrides: Partial<AddReview> = {}): AddReview => ({
  type: 'AddReview',
  productId: 'p1',
  reviewer: { id: 'c1', userName: 'Lan', role: 'customer' },
  reviewMessage: 'Bàn chắc, <b>đẹp</b>',
  reviewValue: 5,
  ...overrides,
});
const added: ReviewEvent = {
  type: 'ReviewAdded',
  data: { productId: 'p1', userId: 'c1', userName: 'Lan', reviewMessage: 'Bàn chắc, <b>đẹp</b>', reviewValue: 5 },
};

describe('review decider', () => {
  it("records a customer's first review of a product, text as written", () => {
    givenEvents(reviewDecider, []).when(add()).then([added]);
  });

  it('refuses a second review of the same product with 409', () => {
    givenEvents(reviewDecider, [added])
      .when(add({ reviewValue: 1 }))
      .thenRejects({ name: 'Conflict', status: 409, message: reviewMessages.already });
  });

  it('refuses reviews from admins and suppliers', () => {
    for (const role of ['admin', 'supplier', 'auditor'] as const) {
      givenEvents(reviewDecider, [])
        .when(add({ reviewer: { id: 'x', userName: 'X', role } }))
        .thenRejects({ name: 'Forbidden', status: 403, message: reviewMessages.customersOnly });
    }
  });
});
