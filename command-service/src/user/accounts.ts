import { Conflict, normalizeEmail, streams, type Role } from '@tavico/contracts';
import type { CommandContext, CommandHandler } from '../handler';
import type { PasswordHasher } from '../auth/password';
import { messages } from '@tavico/contracts';
import { type UserState, emailReservationDecider, userDecider } from '@tavico/domain';

/**
 * Account flows that span the two streams of a user: the e-mail reservation and the user itself.
 */
export function createAccounts(deps: {
  commands: CommandHandler;
  passwords: PasswordHasher;
  ids: () => string;
  now: () => Date;
}) {
  const { commands } = deps;

  /** The user owning an e-mail, or null. */
  async function findByEmail(email: string): Promise<{ userId: string | null; user: UserState }> {
    const reservation = await commands.load(streams.userEmail(normalizeEmail(email)), emailReservationDecider);
    if (!reservation.state) return { userId: null, user: null };
    const { state } = await commands.load(streams.user(reservation.state.userId), userDecider);
    return { userId: reservation.state.userId, user: state };
  }

  async function register(
    input: { userName: string; email: string; password: string; role: Role },
    context: CommandContext,
  ) {
    const email = normalizeEmail(input.email);
    const existing = await findByEmail(email);
    if (existing.user) throw new Conflict(messages.emailTaken);
    const passwordHash = await deps.passwords.hash(input.password);
    // A reservation without its user is a registration cut short (a crash between the two
    // appends): finish it under the reserved id instead of locking the address for ever.
    const userId = existing.userId ?? deps.ids();
    if (!existing.userId) {
      await commands.handle(
        streams.userEmail(email),
        emailReservationDecider,
        { type: 'ReserveEmail', email, userId },
        context,
      );
    }
    return commands.handle(
      streams.user(userId),
      userDecider,
      {
        type: 'RegisterUser',
        userId,
        userName: input.userName,
        email,
        passwordHash,
        role: input.role,
        now: deps.now(),
      },
      context,
    );
  }

  return { findByEmail, register };
}

export type Accounts = ReturnType<typeof createAccounts>;
