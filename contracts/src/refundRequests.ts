import { z } from 'zod';
import { msg } from './i18n/message';
import { fieldSays, zodSays } from './validation';

/** What clients send about refunds and returns (issue 30); the rules are in refunds.ts. */
const said = (key: Parameters<typeof msg>[0]) => zodSays(msg(key));
const reference = z
  .string({ error: said('refund.referenceNeeded') })
  .trim()
  .max(100, said('refund.tooLong'));

/**
 * `POST /api/admin/orders/:id/refund`: for cash and transfers, the amount staff sent back (major
 * units; none: all that is owed) and its reference; for PayPal, nothing (the provider's refund).
 */
export const recordRefundRequest = z.object({
  amount: z
    .number({ error: said('refund.badAmount') })
    .positive(said('refund.badAmount'))
    .max(10_000_000_000, said('refund.badAmount'))
    .optional(),
  reference: reference.optional(),
});

/** `POST /api/shop/orders/:orderId/returns`: which lines, how many, and why. */
export const returnRequest = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string({ error: said('refund.unknownLine') }).max(100),
        sku: z
          .string({ error: said('refund.unknownLine') })
          .max(100)
          .optional(),
        quantity: z
          .number({ error: fieldSays('field.notNumber', 'quantity') })
          .int(fieldSays('field.mustBeWhole', 'quantity'))
          .min(1, fieldSays('field.invalid', 'quantity'))
          .max(1000, fieldSays('field.invalid', 'quantity')),
      }),
      { error: said('refund.linesNeeded') },
    )
    .min(1, said('refund.linesNeeded'))
    .max(100, said('refund.linesNeeded')),
  reason: z
    .string({ error: said('refund.reasonNeeded') })
    .trim()
    .min(3, said('refund.reasonNeeded'))
    .max(1000, said('refund.tooLong')),
});

/** `POST /api/admin/orders/:id/returns/:returnId/refuse`: why. */
export const refuseReturnRequest = z.object({
  refusal: z
    .string({ error: said('refund.refusalNeeded') })
    .trim()
    .min(3, said('refund.refusalNeeded'))
    .max(1000, said('refund.tooLong')),
});
