import {
  collections,
  defaultSiteSettings,
  escapeHtml,
  msg,
  say,
  passwordResetEmailJobName,
  type PasswordResetEmailData,
  type SiteSettingsDocument,
} from '@tavico/contracts';
import type { DocumentStore, JobContext, Mailer } from '@tavico/infrastructure';

export const passwordResetEmailJob = passwordResetEmailJobName;

/**
 * The reset e-mail in the language of the request that asked for it (Vietnamese for jobs queued
 * before it was recorded), as text and as HTML with every given value escaped.
 */
export function renderPasswordResetEmail(data: PasswordResetEmailData, shopName: string) {
  const lang = data.lang ?? 'vi';
  // The brand in the subject, as the order e-mails have it; the company's full name signs the message.
  const subject = say(lang, msg('email.reset.subject'));
  const hello = say(lang, msg('email.reset.hello', { name: data.userName }));
  const why = say(lang, msg('email.reset.why', { email: data.to, minutes: data.validMinutes }));
  const ignore = say(lang, msg('email.reset.ignore'));
  const text = [hello, '', why, '', data.link, '', ignore, '', shopName].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p><a href="${escapeHtml(data.link)}">${escapeHtml(say(lang, msg('email.reset.button')))}</a></p>`,
    `<p style="word-break:break-all;color:#555">${escapeHtml(data.link)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** Sends one reset e-mail. A failure (the SMTP server away) throws, and the queue tries again. */
export function sendPasswordResetEmail(deps: { store: DocumentStore; mailer: Mailer }) {
  return async ({ data }: JobContext<PasswordResetEmailData>): Promise<{ outcome: string }> => {
    const saved = await deps.store.collection<SiteSettingsDocument>(collections.siteSettings).findOne({ _id: 'site' });
    const shopName = saved?.companyName || defaultSiteSettings.companyName;
    const message = renderPasswordResetEmail(data, shopName);
    await deps.mailer.send({ ...message, to: data.to, messageId: `<password-reset-${data.ref}@tavico.vn>` });
    return { outcome: 'sent' };
  };
}
