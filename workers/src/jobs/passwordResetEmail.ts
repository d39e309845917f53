import {
  collections,
  defaultSiteSettings,
  escapeHtml,
  passwordResetEmailJobName,
  type PasswordResetEmailData,
  type SiteSettingsDocument,
} from '@tavico/contracts';
import type { DocumentStore, JobContext, Mailer } from '@tavico/infrastructure';

export const passwordResetEmailJob = passwordResetEmailJobName;

/** The reset e-mail in Vietnamese, as text and as HTML with every given value escaped. */
export function renderPasswordResetEmail(data: PasswordResetEmailData, shopName: string) {
  // The brand in the subject, as the order e-mails have it; the company's full name signs the message.
  const subject = 'Đặt lại mật khẩu tài khoản Tavico Home';
  const hello = `Xin chào ${data.userName},`;
  const why = `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${data.to}. Mở liên kết dưới đây để chọn mật khẩu mới; liên kết dùng được một lần, trong ${data.validMinutes} phút.`;
  const ignore = 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.';
  const text = [hello, '', why, '', data.link, '', ignore, '', shopName].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p><a href="${escapeHtml(data.link)}">Đặt mật khẩu mới</a></p>`,
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
