import backOfficeEn from './backOffice/en.json';
import backOfficeVi from './backOffice/vi.json';
import companyEn from './company/en.json';
import companyVi from './company/vi.json';
import en from './en.json';
import shopperEn from './shopper/en.json';
import shopperVi from './shopper/vi.json';
import vi from './vi.json';

type Catalogue = { [key: string]: string | Catalogue };

/** Every message's full key ('cart.title') with its text. */
function messages(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(full, value);
    else for (const [k, v] of messages(value, full)) found.set(k, v);
  }
  return found;
}

/** The values a message fills in ({{count}}) and the tags it wraps (<b>), in a stable order. */
const slots = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

// The back office's words are a catalogue of their own (loaded with its code), merged at one top-level key.
// So are the words of a shopper's own pages (checkout, account, sign-in, orders), loaded with them,
// and those of the company's long pages (introduction, organiser, rent figures).
const vietnamese = messages({ ...vi, ...shopperVi, ...companyVi, ...backOfficeVi });
const english = messages({ ...en, ...shopperEn, ...companyEn, ...backOfficeEn });

describe('the message catalogues (decisions §32)', () => {
  it('have the same keys in Vietnamese and English: none is missing in either language', () => {
    const missingInEnglish = [...vietnamese.keys()].filter((k) => !english.has(k));
    const missingInVietnamese = [...english.keys()].filter((k) => !vietnamese.has(k));
    expect({ missingInEnglish, missingInVietnamese }).toEqual({ missingInEnglish: [], missingInVietnamese: [] });
  });

  it('keep the back office’s words under their own key, apart from the storefront’s', () => {
    expect(Object.keys(backOfficeVi)).toEqual(['backOffice']);
    expect(Object.keys(backOfficeEn)).toEqual(['backOffice']);
    expect([vi, en].filter((c) => 'backOffice' in c)).toEqual([]);
  });

  it('keep the shopper and company pages’ words apart from the first pages’: no area in both', () => {
    for (const [first, shopper] of [
      [vi, shopperVi],
      [en, shopperEn],
      [vi, companyVi],
      [en, companyEn],
      [shopperVi, companyVi],
    ] as const) {
      expect(Object.keys(shopper).filter((area) => area in first)).toEqual([]);
    }
  });

  it('leave no message empty', () => {
    const empty = [...vietnamese, ...english].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('fill in the same values and tags in both languages', () => {
    const differ = [...vietnamese].filter(
      ([key, text]) => slots(text).join() !== slots(english.get(key) ?? text).join(),
    );
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('speak Vietnamese in the Vietnamese catalogue: the order statuses have their Vietnamese names', () => {
    expect(
      ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'cancelled'].map((s) =>
        vietnamese.get(`status.order.${s}`),
      ),
    ).toEqual(['Chờ xác nhận', 'Đã xác nhận', 'Đang xử lý', 'Đang giao', 'Đã giao', 'Đã từ chối', 'Đã hủy']);
  });
});
