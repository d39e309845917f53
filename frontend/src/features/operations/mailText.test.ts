import { decodeHeader, mailAsText } from './mailText';

/** A message as the outbox keeps it: written by nodemailer (quoted-printable text, encoded subject). */
const written = [
  'From: Tavico <shop@tavico.vn>',
  'To: lan@example.vn',
  'Subject: =?UTF-8?B?xJDGoW4gaMOgbmcgVFYtMjYtMDAwMDAwMSDEkcOj?=',
  ' =?UTF-8?B?IMSRxrDhu6NjIMSR4bq3dA==?=',
  'Message-ID: <x@y>',
  'Date: Wed, 25 Nov 2026 06:37:53 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative;',
  ' boundary="--_NmP-97818ba58cfa5886-Part_1"',
  '',
  '----_NmP-97818ba58cfa5886-Part_1',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Ch=C3=A0o Lan,',
  'C=E1=BA=A3m =C6=A1n b=E1=BA=A1n =C4=91=C3=A3 =',
  '=C4=91=E1=BA=B7t h=C3=A0ng. M=C3=A3 =C4=91=C6=A1n: TV-26-0000001. =',
  'T=E1=BB=95ng: $120.00 =E2=80=94 giao t=E1=BA=ADn n=C6=A1i.',
  '----_NmP-97818ba58cfa5886-Part_1',
  'Content-Type: text/html; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  '<p>Ch=C3=A0o <b>Lan</b></p>',
  '----_NmP-97818ba58cfa5886-Part_1--',
  '',
].join('\n');

describe('an outbox message read as text', () => {
  it('decodes the headers people read and the plain-text part, soft line breaks joined', () => {
    expect(mailAsText(written)).toEqual({
      from: 'Tavico <shop@tavico.vn>',
      to: 'lan@example.vn',
      subject: 'Đơn hàng TV-26-0000001 đã được đặt',
      date: 'Wed, 25 Nov 2026 06:37:53 +0000',
      text: 'Chào Lan,\nCảm ơn bạn đã đặt hàng. Mã đơn: TV-26-0000001. Tổng: $120.00 — giao tận nơi.',
    });
  });

  it('reads a base64 text part inside a mixed message, and a message with no text part as empty', () => {
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode('Đơn hàng đang được giao.')));
    const mixed = [
      'Subject: =?UTF-8?Q?=C4=90ang_giao?=',
      'Content-Type: multipart/mixed; boundary=outer',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64,
      '--inner--',
      '--outer--',
    ].join('\r\n');
    expect(mailAsText(mixed)).toMatchObject({ subject: 'Đang giao', text: 'Đơn hàng đang được giao.' });
    expect(mailAsText('Subject: x\nContent-Type: text/html\n\n<p>x</p>').text).toBe('');
  });

  it('leaves a header without encoded words as it is', () => {
    expect(decodeHeader('Lan <lan@example.vn>')).toBe('Lan <lan@example.vn>');
  });
});
