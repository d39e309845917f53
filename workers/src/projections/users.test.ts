import type { AnyEvent, RecordedEvent, UserDocument } from '@tavico/contracts';
import { usersProjection } from './users';

let position = 0;
const recorded = (event: AnyEvent): RecordedEvent<AnyEvent> => ({
  ...event,
  id: `e${++position}`,
  streamId: 'user-u1',
  revision: position - 1,
  position,
  metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, time: '2026-11-21T10:00:00.000Z' },
});
const project = (events: AnyEvent[]) =>
  events.map(recorded).reduce<UserDocument | null>((doc, e) => usersProjection.evolve(doc, e), null);

describe('users projection', () => {
  const registered: AnyEvent = {
    type: 'UserRegistered',
    data: {
      userId: 'u1',
      userName: 'Lan',
      email: 'lan@example.vn',
      passwordHash: 'secret-hash',
      role: 'customer',
      registeredAt: '2026-11-21T10:00:00.000Z',
    },
  };

  it('makes a user document without the password hash', () => {
    const doc = project([registered]);
    expect(doc).toEqual({
      _id: 'u1',
      userName: 'Lan',
      email: 'lan@example.vn',
      role: 'customer',
      registeredAt: '2026-11-21T10:00:00.000Z',
      sessions: [],
    });
    expect(JSON.stringify(doc)).not.toContain('secret-hash');
  });

  it('keeps open sessions and drops ended ones', () => {
    const doc = project([
      registered,
      {
        type: 'SessionStarted',
        data: {
          userId: 'u1',
          sessionId: 's1',
          startedAt: '2026-11-21T10:00:00.000Z',
          expiresAt: '2026-11-28T10:00:00.000Z',
        },
      },
      {
        type: 'SessionStarted',
        data: {
          userId: 'u1',
          sessionId: 's2',
          startedAt: '2026-11-21T11:00:00.000Z',
          expiresAt: '2026-11-28T11:00:00.000Z',
        },
      },
      { type: 'SessionEnded', data: { userId: 'u1', sessionId: 's1' } },
    ]);
    expect(doc?.sessions).toEqual([{ id: 's2', expiresAt: '2026-11-28T11:00:00.000Z' }]);
  });

  it('follows role changes', () => {
    const doc = project([
      registered,
      { type: 'UserRoleChanged', data: { userId: 'u1', role: 'supplier', previousRole: 'customer' } },
    ]);
    expect(doc?.role).toBe('supplier');
  });

  it('keys documents by user id and ignores e-mail reservations', () => {
    expect(usersProjection.documentId(recorded(registered))).toBe('u1');
    expect(usersProjection.handles).not.toContain('EmailReserved');
  });
});
