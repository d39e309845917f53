import { createOrderLinks } from './orderLinks';

describe('order links', () => {
  const links = createOrderLinks('a-secret-that-is-long-enough-for-the-check');

  it('opens the order it was made for, and only with the secret it was signed with', () => {
    const token = links.token('order-1');
    expect(links.orderIdOf(token)).toBe('order-1');
    expect(createOrderLinks('another-secret-that-is-long-enough-too').orderIdOf(token)).toBeNull();
  });

  it('opens nothing for a changed order id, a changed signature or a malformed token', () => {
    const [, signature] = links.token('order-1').split('.');
    expect(links.orderIdOf(`${Buffer.from('order-2').toString('base64url')}.${signature}`)).toBeNull();
    expect(links.orderIdOf(`${links.token('order-1')}x`)).toBeNull();
    for (const token of ['', '.', 'abc', 'a.b.c', `${'A'.repeat(300)}.${signature}`]) {
      expect(links.orderIdOf(token)).toBeNull();
    }
  });
});
