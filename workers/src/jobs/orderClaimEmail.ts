import {
  collections,
  defaultSiteSettings,
  escapeHtml,
  orderClaimEmailJobName,
  type OrderClaimEmailData,
  type SiteSettingsDocument,
} from '@tavico/contracts';
import type { DocumentStore, JobContext, Mailer } from '@tavico/infrastructure';

export const orderClaimEmailJob = orderClaimEmailJobName;

/** How long the link opens, in hours when whole hours (a day's link is "24 giờ", not "1440 phút"). */
const validFor = (minutes: number) => (minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} giờ` : `${minutes} phút`);

/** The claim e-mail in Vietnamese, as text and as HTML with every given value escaped. */
export function renderOrderClaimEmail(data: OrderClaimEmailData, shopName: string) {
  const subject = `Gắn ${data.count} đơn hàng đã mua với tài khoản của bạn`;
  const hello = `Xin chào ${data.userName},`;
  const why = `Có ${data.count} đơn hàng đã được đặt không cần tài khoản với email ${data.to}. Nếu đó là đơn hàng của bạn, hãy đăng nhập và mở liên kết dưới đây để gắn chúng vào tài khoản; liên kết dùng được một lần, trong ${validFor(data.validMinutes)}.`;
  const ignore = 'Nếu bạn không đặt những đơn hàng này, hãy bỏ qua email này: không có gì thay đổi.';
  const text = [hello, '', why, '', data.link, '', ignore, '', shopName].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p><a href="${escapeHtml(data.link)}">Gắn đơn hàng vào tài khoản</a></p>`,
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
