import { splitContacts } from './contactLinks';

const emails = (text: string, known: string[] = []) =>
  splitContacts(text, { emails: known }).flatMap((p) => ('email' in p ? [[p.email, p.href]] : []));

describe("the e-mail addresses in the chat's answers", () => {
  it('cuts the text at each address to write to, and at the phone numbers around it', () => {
    expect(
      splitContacts('Bạn liên hệ Tavico qua hotline 0900 000 001, email demo@tavico-home.example.', {
        hotlines: ['0900 000 001'],
      }),
    ).toEqual([
      { text: 'Bạn liên hệ Tavico qua hotline ' },
      { phone: '0900 000 001', href: 'tel:0900000001' },
      { text: ', email ' },
      { email: 'demo@tavico-home.example', href: 'mailto:demo@tavico-home.example' },
      { text: '.' },
    ]);
  });

  it('finds addresses with dots, pluses and subdomains, and ends them before the punctuation', () => {
    expect(emails('Gửi lien.he+don@ban-hang.tavico.com.vn; hoặc (minhlong@demo.tavico.vn).')).toEqual([
      ['lien.he+don@ban-hang.tavico.com.vn', 'mailto:lien.he+don@ban-hang.tavico.com.vn'],
      ['minhlong@demo.tavico.vn', 'mailto:minhlong@demo.tavico.vn'],
    ]);
  });

  it("finds the shop's own address as the owner wrote it", () => {
    expect(emails("Viết cho o'brien@tavico.example nhé.", ["o'brien@tavico.example"])).toEqual([
      ["o'brien@tavico.example", "mailto:o'brien@tavico.example"],
    ]);
  });

  it('leaves the digits of an address alone, and text with no address as it is', () => {
    expect(splitContacts('Email 0912345678@gmail.com')).toEqual([
      { text: 'Email ' },
      { email: '0912345678@gmail.com', href: 'mailto:0912345678@gmail.com' },
    ]);
    const text = 'Theo dõi @tavico trên TikTok, giá $2,849.00, mở cửa 8:00 @ showroom.';
    expect(splitContacts(text)).toEqual([{ text }]);
  });
});
