import type { UserEvent } from '@tavico/contracts';
import { messages } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { userDecider } from './decide';
import { emailReservationDecider } from './emailReservation';
import { hasOpenSession } from './user';

const now = new Date('2026-11-21T10:00:00.000Z');
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    userName: 'Lan',
    email: 'lan@example.vn',
    passwordHash: 'h',
    role: 'customer',
    registeredAt: now.toISOString(),
  },
};
const started = (sessionId: string, startedAt: string, expiresAt: string): UserEvent => ({
  type: 'SessionStarted',
  data: { userId: 'u1', sessionId, startedAt, expiresAt },
});

describe('user decider', () => {
  it('registers a new user', () => {
    givenEvents(userDecider, [])
      .when({
        type: 'RegisterUser',
        userId: 'u1',
        userName: 'Lan',
        email: 'lan@example.vn',
        passwordHash: 'h',
        role: 'customer',
        now,
      })
      .then([registered]);
  });

  it('refuses to register the same user twice with the e-mail-taken message', () => {
    givenEvents(userDecider, [registered])
      .when({
        type: 'RegisterUser',
        userId: 'u1',
        userName: 'Lan',
        email: 'lan@example.vn',
        passwordHash: 'h',
        role: 'customer',
        now,
      })
      .thenRejects({ name: 'Conflict', status: 409, message: messages.emailTaken });
  });

  it('starts a session for a registered user', () => {
    const expiresAt = new Date('2026-11-28T10:00:00.000Z');
    givenEvents(userDecider, [registered])
      .when({ type: 'StartSession', sessionId: 's1', now, expiresAt })
      .then([started('s1', now.toISOString(), expiresAt.toISOString())]);
  });

  it('refuses a session for a user that does not exist', () => {
    givenEvents(userDecider, [])
      .when({ type: 'StartSession', sessionId: 's1', now, expiresAt: now })
      .thenRejects({ name: 'NotFound', status: 404 });
  });

  it('ends an open session, and ending it again changes nothing', () => {
    const opened = started('s1', now.toISOString(), '2026-11-28T10:00:00.000Z');
    givenEvents(userDecider, [registered, opened])
      .when({ type: 'EndSession', sessionId: 's1' })
      .then([{ type: 'SessionEnded', data: { userId: 'u1', sessionId: 's1' } }]);
    givenEvents(userDecider, [registered, opened, { type: 'SessionEnded', data: { userId: 'u1', sessionId: 's1' } }])
      .when({ type: 'EndSession', sessionId: 's1' })
      .then([]);
  });

  it('forgets sessions that had expired when a new one starts', () => {
    const { state } = givenEvents(userDecider, [
      registered,
      started('old', '2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z'),
      started('new', now.toISOString(), '2026-11-28T10:00:00.000Z'),
    ]);
    expect(state?.sessions.map((s) => s.id)).toEqual(['new']);
    expect(hasOpenSession(state, 'new', now)).toBe(true);
    expect(hasOpenSession(state, 'new', new Date('2026-11-29T00:00:00.000Z'))).toBe(false);
  });

  it('changes a role, recording the previous one; the same role changes nothing', () => {
    givenEvents(userDecider, [registered])
      .when({ type: 'ChangeRole', role: 'admin' })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', previousRole: 'customer' } }]);
    givenEvents(userDecider, [registered]).when({ type: 'ChangeRole', role: 'customer' }).then([]);
  });

  describe('supplier profile', () => {
    const profile = {
      logo: '/uploads/logo.png',
      background: 'Ba đời thợ mộc Đồng Kỵ.',
      contactInfo: 'Làng nghề Đồng Kỵ',
    };
    const supplier: UserEvent[] = [
      registered,
      { type: 'UserRoleChanged', data: { userId: 'u1', role: 'supplier', previousRole: 'customer' } },
    ];

    it("records a supplier's profile, and the same profile again changes nothing", () => {
      const saved: UserEvent = {
        type: 'SupplierProfileSaved',
        data: { userId: 'u1', logo: profile.logo, story: profile.background, contactInfo: profile.contactInfo },
      };
      givenEvents(userDecider, supplier).when({ type: 'UpdateSupplierProfile', profile }).then([saved]);
      givenEvents(userDecider, [...supplier, saved])
        .when({ type: 'UpdateSupplierProfile', profile })
        .then([]);
    });

    it('reads a profile saved before the story was text as one with no story (its background was a picture)', () => {
      const legacy: UserEvent = {
        type: 'SupplierProfileUpdated',
        data: { userId: 'u1', logo: '/uploads/logo.png', background: '/uploads/bg.png', contactInfo: 'Đồng Kỵ' },
      };
      const { state } = givenEvents(userDecider, [...supplier, legacy]);
      expect(state?.supplierProfile).toEqual({ logo: '/uploads/logo.png', background: '', contactInfo: 'Đồng Kỵ' });
    });

    it('refuses a profile for someone who is not a supplier', () => {
      givenEvents(userDecider, [registered])
        .when({ type: 'UpdateSupplierProfile', profile })
        .thenRejects({ name: 'Forbidden', status: 403 });
    });
  });
});

describe('e-mail reservation decider', () => {
  it('reserves a free address for a user', () => {
    givenEvents(emailReservationDecider, [])
      .when({ type: 'ReserveEmail', email: 'lan@example.vn', userId: 'u1' })
      .then([{ type: 'EmailReserved', data: { email: 'lan@example.vn', userId: 'u1' } }]);
  });

  it('refuses an address another user holds', () => {
    givenEvents(emailReservationDecider, [{ type: 'EmailReserved', data: { email: 'lan@example.vn', userId: 'u1' } }])
      .when({ type: 'ReserveEmail', email: 'lan@example.vn', userId: 'u2' })
      .thenRejects({ name: 'Conflict', status: 409, message: messages.emailTaken });
  });

  it('treats reserving again for the same user as done', () => {
    givenEvents(emailReservationDecider, [{ type: 'EmailReserved', data: { email: 'lan@example.vn', userId: 'u1' } }])
      .when({ type: 'ReserveEmail', email: 'lan@example.vn', userId: 'u1' })
      .then([]);
  });

  describe('guests (issue 28)', () => {
    const expiresAt = new Date('2026-12-21T10:00:00.000Z');
    const guest: UserEvent = {
      type: 'UserRegistered',
      data: {
        userId: 'g1',
        userName: '',
        email: 'guest-g1@guest.invalid',
        passwordHash: '',
        role: 'guest',
        registeredAt: now.toISOString(),
      },
    };
    const guestSession: UserEvent = {
      type: 'SessionStarted',
      data: { userId: 'g1', sessionId: 's1', startedAt: now.toISOString(), expiresAt: expiresAt.toISOString() },
    };

    it('starts a guest with a session of its own and a placeholder e-mail nobody is sent to', () => {
      const given = givenEvents(userDecider, []);
      given.when({ type: 'StartGuest', userId: 'g1', sessionId: 's1', now, expiresAt }).then([guest, guestSession]);
      expect(hasOpenSession(givenEvents(userDecider, [guest, guestSession]).state, 's1', now)).toBe(true);
    });

    it("keeps a guest's name and e-mail (normalised); the same again changes nothing; an account is refused", () => {
      givenEvents(userDecider, [guest, guestSession])
        .when({ type: 'GiveGuestContact', userName: 'Lan', email: ' Lan@Example.vn ' })
        .then([{ type: 'GuestContactGiven', data: { userId: 'g1', userName: 'Lan', email: 'lan@example.vn' } }]);
      const given = givenEvents(userDecider, [
        guest,
        { type: 'GuestContactGiven', data: { userId: 'g1', userName: 'Lan', email: 'lan@example.vn' } },
      ]);
      expect(given.state?.contactEmail).toBe('lan@example.vn');
      given.when({ type: 'GiveGuestContact', userName: 'Lan', email: 'lan@example.vn' }).then([]);
      givenEvents(userDecider, [registered])
        .when({ type: 'GiveGuestContact', userName: 'Lan', email: 'lan@example.vn' })
        .thenRejects({ status: 403, message: messages.guestsOnly });
    });

    it('ends the guest once it joins an account, once; an account never joins another', () => {
      givenEvents(userDecider, [guest, guestSession])
        .when({ type: 'JoinAccount', accountId: 'u1' })
        .then([
          { type: 'GuestJoinedAccount', data: { userId: 'g1', accountId: 'u1' } },
          { type: 'SessionEnded', data: { userId: 'g1', sessionId: 's1' } },
        ]);
      givenEvents(userDecider, [guest, { type: 'GuestJoinedAccount', data: { userId: 'g1', accountId: 'u1' } }])
        .when({ type: 'JoinAccount', accountId: 'u2' })
        .then([]);
      givenEvents(userDecider, [registered]).when({ type: 'JoinAccount', accountId: 'u2' }).then([]);
    });
  });
});
