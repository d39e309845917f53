import { messages, type PasswordResetEvent, type UserEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { passwordResetDecider } from './passwordReset';
import { userDecider } from '../user/decide';

const hash = 'a'.repeat(64);
const requestedAt = new Date('2026-11-21T10:00:00.000Z');
const expiresAt = new Date('2026-11-21T10:30:00.000Z');
const requested: PasswordResetEvent = {
  type: 'PasswordResetRequested',
  data: { tokenHash: hash, userId: 'u1', requestedAt: requestedAt.toISOString(), expiresAt: expiresAt.toISOString() },
};
const at = (minutes: number) => new Date(requestedAt.getTime() + minutes * 60_000);
const used = (minutes: number): PasswordResetEvent => ({
  type: 'PasswordResetUsed',
  data: { tokenHash: hash, userId: 'u1', usedAt: at(minutes).toISOString() },
});

describe('password reset decider', () => {
  it('records a requested link by its hash and its expiry', () => {
    givenEvents(passwordResetDecider, [])
      .when({ type: 'RequestPasswordReset', tokenHash: hash, userId: 'u1', now: requestedAt, expiresAt })
      .then([requested]);
  });

  it('refuses a second request under the same hash', () => {
    givenEvents(passwordResetDecider, [requested])
      .when({ type: 'RequestPasswordReset', tokenHash: hash, userId: 'u1', now: requestedAt, expiresAt })
      .thenRejects({ status: 409 });
  });

  it('spends the link once, within its 30 minutes', () => {
    givenEvents(passwordResetDecider, [requested])
      .when({ type: 'UsePasswordReset', tokenHash: hash, now: at(29) })
      .then([used(29)]);
  });

  it(`refuses a used link with "${messages.resetTokenUsed}"`, () => {
    givenEvents(passwordResetDecider, [requested, used(5)])
      .when({ type: 'UsePasswordReset', tokenHash: hash, now: at(6) })
      .thenRejects({ name: 'ValidationError', status: 400, message: messages.resetTokenUsed });
  });

  it(`refuses an expired link with "${messages.resetTokenExpired}"`, () => {
    givenEvents(passwordResetDecider, [requested])
      .when({ type: 'UsePasswordReset', tokenHash: hash, now: at(30) })
      .thenRejects({ name: 'ValidationError', status: 400, message: messages.resetTokenExpired });
  });

  it(`refuses a link never sent with "${messages.resetTokenInvalid}"`, () => {
    givenEvents(passwordResetDecider, [])
      .when({ type: 'UsePasswordReset', tokenHash: hash, now: at(1) })
      .thenRejects({ name: 'ValidationError', status: 400, message: messages.resetTokenInvalid });
  });
});

describe('user decider: a new password', () => {
  const registered: UserEvent = {
    type: 'UserRegistered',
    data: {
      userId: 'u1',
      userName: 'Lan',
      email: 'lan@example.vn',
      passwordHash: 'old',
      role: 'customer',
      registeredAt: '2026-11-01T00:00:00.000Z',
    },
  };
  const session = (id: string): UserEvent => ({
    type: 'SessionStarted',
    data: { userId: 'u1', sessionId: id, startedAt: '2026-11-20T00:00:00.000Z', expiresAt: '2026-11-27T00:00:00.000Z' },
  });
  const changed = (how: 'reset' | 'change', minutes: number): UserEvent => ({
    type: 'PasswordChanged',
    data: { userId: 'u1', passwordHash: 'new', changedAt: at(minutes).toISOString(), how },
  });
  const ended = (id: string): UserEvent => ({ type: 'SessionEnded', data: { userId: 'u1', sessionId: id } });

  it('after a reset link, sets the password and ends every session', () => {
    givenEvents(userDecider, [registered, session('s1'), session('s2')])
      .when({
        type: 'ChangePassword',
        passwordHash: 'new',
        how: 'reset',
        keepSessionId: null,
        requestedAt,
        now: at(10),
      })
      .then([changed('reset', 10), ended('s1'), ended('s2')]);
  });

  it('in the account, ends the other sessions and keeps this one', () => {
    const { state } = givenEvents(userDecider, [registered, session('s1'), session('s2'), changed('change', 1)]);
    expect(state?.passwordHash).toBe('new');
    givenEvents(userDecider, [registered, session('s1'), session('s2')])
      .when({ type: 'ChangePassword', passwordHash: 'new', how: 'change', keepSessionId: 's2', now: at(1) })
      .then([changed('change', 1), ended('s1')]);
  });

  it(`refuses a reset link asked before the password last changed with "${messages.resetTokenSuperseded}"`, () => {
    givenEvents(userDecider, [registered, changed('change', 5)])
      .when({
        type: 'ChangePassword',
        passwordHash: 'newer',
        how: 'reset',
        keepSessionId: null,
        requestedAt,
        now: at(10),
      })
      .thenRejects({ name: 'ValidationError', status: 400, message: messages.resetTokenSuperseded });
  });
});
