import type { BrowserContext } from 'playwright-core';
import { simpleParser, type ParsedMail } from 'mailparser';
import { apiRoutes } from '@tavico/contracts/client';
import { until } from './page';

/** An e-mail as the Operations outbox lists it. */
export interface OutboxEntry {
  name: string;
  subject: string;
  to: string;
}

/**
 * The newest e-mail in the shop's outbox that `match` takes, once the workers have written it, as
 * an admin (`admin`, signed in) reads it there (no SMTP server set). A poll whose request fails (a
 * kept-alive connection the busy shop closed as it was reused: ECONNRESET) is a poll that found
 * nothing yet.
 */
export async function outboxMail(
  admin: BrowserContext,
  base: string,
  match: (entry: OutboxEntry) => boolean,
): Promise<ParsedMail> {
  let name = '';
  await until(async () => {
    const answer = await admin.request.get(`${base}${apiRoutes.adminOps.outbox}`).catch(() => null);
    const list = answer ? ((await answer.json()).data as OutboxEntry[]) : [];
    name = list.find(match)?.name ?? '';
    return name !== '';
  });
  const raw = await (
    await admin.request.get(`${base}${apiRoutes.adminOps.outboxMessage.replace(':name', encodeURIComponent(name))}`)
  ).text();
  return simpleParser(raw);
}
