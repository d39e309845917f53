import { streams } from '@tavico/contracts';
import type { Accounts } from './accounts';
import type { CommandHandler } from '../handler';
import { userDecider } from '@tavico/domain';

const systemContext = { actorId: null, actorRole: 'system' as const, correlationId: 'startup:ensure-admin' };

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: make sure that account exists and is an admin. Idempotent: a
 * second start changes nothing; an existing account keeps its password and is promoted.
 */
export async function ensureAdmin(
  deps: { accounts: Accounts; commands: CommandHandler },
  admin: { email: string; password: string },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const { userId, user } = await deps.accounts.findByEmail(admin.email);
  if (!user || !userId) {
    await deps.accounts.register(
      { userName: 'Admin', email: admin.email, password: admin.password, role: 'admin' },
      systemContext,
    );
    return 'created';
  }
  const { position } = await deps.commands.handle(
    streams.user(userId),
    userDecider,
    { type: 'ChangeRole', role: 'admin' },
    systemContext,
  );
  return position === null ? 'unchanged' : 'promoted';
}
