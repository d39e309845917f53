import {
  collections,
  defaultLang,
  defaultSiteSettings,
  escapeHtml,
  msg,
  orderClaimEmailJobName,
  say,
  shopDate,
  type Lang,
  type MessageKey,
  type OrderClaimEmailData,
  type SiteSettingsDocument,
} from '@tavico/contracts';
import type { DocumentStore, JobContext, Mailer } from '@tavico/infrastructure';

export const orderClaimEmailJob = orderClaimEmailJobName;

/**
 * The claim e-mail in the language of the request that asked for it (Vietnamese for jobs queued
 * before), as text and as HTML with every given value escaped; each order with its code, the day
 * it was placed and where it goes, so the reader can tell whether they are theirs.
 */
export function renderOrderClaimEmail(data: OrderClaimEmailData, shopName: string) {
  const lang: Lang = data.lang ?? defaultLang;
  const t = (key: MessageKey, params?: Record<string, string | number>) => say(lang, msg(key, params));
  // How long the link opens, in hours when whole hours (a day's link is "24 giờ", not "1440 phút").
  const minutes = data.validMinutes;
  const time =
    minutes >= 60 && minutes % 60 === 0
      ? t('email.claim.hours', { count: minutes / 60 })
      : t('email.claim.minutes', { count: minutes });
  const subject = t('email.claim.subject', { count: data.count });
  const hello = t('email.claim.hello', { name: data.userName });
  const why = t('email.claim.why', { count: data.count, email: data.to, time });
  const orders = (data.orders ?? []).map((o) =>
    t('email.claim.order', { code: o.code, date: shopDate(o.placedAt), province: o.province || '–' }),
  );
  const listed = orders.length > 0 ? [t('email.claim.orders'), ...orders.map((o) => `• ${o}`)] : [];
  const ignore = t('email.claim.ignore');
  const text = [
    hello,
    '',
    why,
    '',
    ...(listed.length > 0 ? [...listed, ''] : []),
    data.link,
    '',
    ignore,
    '',
    shopName,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(why)}</p>`,
    ...(listed.length > 0
      ? [`<p>${escapeHtml(listed[0])}</p>`, `<ul>${orders.map((o) => `<li>${escapeHtml(o)}</li>`).join('')}</ul>`]
      : []),
    `<p><a href="${escapeHtml(data.link)}">${escapeHtml(t('email.claim.button'))}</a></p>`,
    `<p style="word-break:break-all;color:#555">${escapeHtml(data.link)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** Sends one claim e-mail. A failure (the SMTP server away) throws, and the queue tries again. */
export function sendOrderClaimEmail(deps: { store: DocumentStore; mailer: Mailer }) {
  return async ({ data }: JobContext<OrderClaimEmailData>): Promise<{ outcome: string }> => {
    const saved = await deps.store.collection<SiteSettingsDocument>(collections.siteSettings).findOne({ _id: 'site' });
    const shopName = saved?.companyName || defaultSiteSettings.companyName;
    const message = renderOrderClaimEmail(data, shopName);
    await deps.mailer.send({ ...message, to: data.to, messageId: `<order-claim-${data.ref}@tavico.vn>` });
    return { outcome: 'sent' };
  };
}
