import { simpleParser } from 'mailparser';
import type { Mailer, MailMessage } from './port';

/**
 * What every mailer must do, whichever adapter: a message reaches its recipient whole, Vietnamese
 * text intact in the subject, the HTML and the plain text. `delivered` reads back what arrived
 * (raw RFC 822 messages).
 */
export function mailerContract(
  name: string,
  setup: () => Promise<{ mailer: Mailer; delivered: () => Promise<string[]>; teardown: () => Promise<void> }>,
) {
  describe(`mailer contract: ${name}`, () => {
    let env: Awaited<ReturnType<typeof setup>>;
    beforeEach(async () => {
      env = await setup();
    });
    afterEach(async () => {
      await env.mailer.close();
      await env.teardown();
    });

    const message: MailMessage = {
      to: 'lan@example.vn',
      subject: 'Đơn hàng TV-26-0000001 đã được giao',
      text: 'Chào Lan, đơn hàng của bạn đã giao thành công.',
      html: '<p>Chào <b>Lan</b>, đơn hàng của bạn đã giao thành công.</p>',
      messageId: '<order-o1-delivered@tavico.vn>',
    };

    it('delivers the message whole: recipient, Vietnamese subject, HTML and text', async () => {
      await env.mailer.send(message);
      const raws = await env.delivered();
      expect(raws).toHaveLength(1);
      const mail = await simpleParser(raws[0]);
      expect(mail.subject).toBe(message.subject);
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('lan@example.vn');
      expect(mail.text?.trim()).toBe(message.text);
      expect(mail.html).toContain('<b>Lan</b>');
      expect(mail.messageId).toBe(message.messageId);
    });
  });
}
