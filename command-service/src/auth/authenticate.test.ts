import type { Request } from 'express';
import { createSessionTokens } from '@tavico/infrastructure';
import type { UserState } from '@tavico/domain';
import type { CommandHandler } from '../handler';
import { createAuthenticator } from './authenticate';

const now = new Date('2026-11-26T10:00:00.000Z');
const tokens = createSessionTokens('a secret long enough for the tests of sessions');
const exp = Math.floor(now.getTime() / 1000) + 3600;
const user: UserState = {
  userId: 'u1',
  userName: 'Lan',
  email: 'lan@example.vn',
  passwordHash: 'x',
  role: 'customer',
  registeredAt: now.toISOString(),
  sessions: [{ id: 'open', expiresAt: new Date(now.getTime() + 3600_000).toISOString() }],
};

/** An authenticator over one user's stream, counting how often the stream is read. */
function authenticator() {
  let loads = 0;
  const commands = {
    load: async () => {
      loads += 1;
      return { state: user, revision: 1n };
    },
  } as unknown as CommandHandler;
  return { ...createAuthenticator({ commands, tokens, now: () => now }), loads: () => loads };
}

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as Request;
const cookie = (sid: string) => ({ cookie: `tavico_session=${tokens.issue({ sid, uid: 'u1', exp })}` });

describe('who a request is', () => {
  it('tells a guest (no session given) without reading anything', async () => {
    const auth = authenticator();
    expect(await auth.standing(request())).toBe('guest');
    expect(await auth.standing(request({ cookie: 'other=1' }))).toBe('guest');
    expect(auth.loads()).toBe(0);
  });

  it('reads the user once per request, for the body limit and the route alike', async () => {
    const auth = authenticator();
    const req = request(cookie('open'));
    expect(await auth.standing(req)).toBe('signed-in');
    expect((await auth.requireUser(req)).userId).toBe('u1');
    await expect(auth.requireUser(req, 'admin')).rejects.toMatchObject({ status: 403 });
    expect(auth.loads()).toBe(1);
    // Another request reads it again: a sign-out or a role change counts at once.
    await auth.requireUser(request(cookie('open')));
    expect(auth.loads()).toBe(2);
  });

  it('tells a session that is over, or not ours, from a guest; the route still answers 401', async () => {
    const auth = authenticator();
    const closed = request(cookie('ended'));
    expect(await auth.standing(closed)).toBe('signed-out');
    await expect(auth.requireUser(closed)).rejects.toMatchObject({ status: 401 });
    const forged = request({ authorization: 'Bearer abc.def' });
    expect(await auth.standing(forged)).toBe('signed-out');
    await expect(auth.requireUser(forged)).rejects.toMatchObject({ status: 401 });
    // A forged token is refused by its signature: the store is not asked.
    expect(auth.loads()).toBe(1);
  });
});
