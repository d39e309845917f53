import { createSessionTokens } from './sessionToken';

const now = new Date('2026-11-28T08:00:00Z');
const claims = (uid: string, inSeconds = 3600) => ({ sid: `s-${uid}`, uid, exp: now.getTime() / 1000 + inSeconds });

describe('session tokens', () => {
  it('gives back the claims of its own tokens, again and again, and refuses altered or foreign ones', () => {
    const tokens = createSessionTokens('a secret');
    const token = tokens.issue(claims('u1'));
    expect(tokens.verify(token, now)).toEqual(claims('u1'));
    expect(tokens.verify(token, now)).toEqual(claims('u1'));
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify(claims('admin'))).toString('base64url');
    expect(tokens.verify(`${forged}.${signature}`, now)).toBeNull();
    expect(tokens.verify(`${payload}.${signature}x`, now)).toBeNull();
    expect(tokens.verify(`${payload}.${signature}.more`, now)).toBeNull();
    expect(createSessionTokens('another secret').verify(token, now)).toBeNull();
  });

  it('refuses a remembered token once it has expired', () => {
    const tokens = createSessionTokens('a secret');
    const token = tokens.issue(claims('u1', 60));
    expect(tokens.verify(token, now)).not.toBeNull();
    expect(tokens.verify(token, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('keeps verifying tokens it no longer remembers', () => {
    const tokens = createSessionTokens('a secret', { remembered: 2 });
    const issued = ['u1', 'u2', 'u3', 'u4'].map((uid) => tokens.issue(claims(uid)));
    for (const token of issued) expect(tokens.verify(token, now)).not.toBeNull();
    expect(tokens.verify(issued[0], now)?.uid).toBe('u1');
    expect(tokens.verify(`${issued[0]}x`, now)).toBeNull();
  });
});
