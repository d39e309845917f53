import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that open one order without signing in (issue 28): sent in a guest's order e-mails. The
 * token is the order's id with an HMAC-SHA256 signature under a key drawn from the session
 * secret, so it cannot be guessed nor made for another order; it opens only that order's page.
 */
export function createOrderLinks(secret: string) {
  const key = createHmac('sha256', secret).update('tavico order links').digest();
  const sign = (orderId: string) => createHmac('sha256', key).update(orderId).digest('base64url');
  return {
    token: (orderId: string): string => `${Buffer.from(orderId).toString('base64url')}.${sign(orderId)}`,
    /** The order a well-signed token opens; null for anything else. */
    orderIdOf(token: string): string | null {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined || encoded.length > 200) return null;
      const orderId = Buffer.from(encoded, 'base64url').toString();
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : null;
    },
  };
}

export type OrderLinks = ReturnType<typeof createOrderLinks>;
