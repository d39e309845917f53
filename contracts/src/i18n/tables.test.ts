import { en } from './en';
import { vi } from './vi';
import { msg } from './message';
import { requestLang, say } from './translate';
import { messages } from '../errors';
import { cartMessages, orderMessages } from '../storefront';
import { addressRuleMessages } from '../addressRules';

type Tree = { readonly [key: string]: string | Tree };

/** Every key of a table with its words: `order.emptyCart` → 'Your cart is empty…'. */
const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
const paramsOf = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]))].sort();

describe('the server message tables', () => {
  const viKeys = flatten(vi);
  const enKeys = flatten(en);

  it('have the same keys in Vietnamese and English', () => {
    expect([...enKeys.keys()].sort()).toEqual([...viKeys.keys()].sort());
    expect(viKeys.size).toBeGreaterThan(150);
  });

  it('take the same values in both languages, and say something', () => {
    for (const [key, text] of viKeys) {
      expect({ key, params: paramsOf(enKeys.get(key) ?? '') }).toEqual({ key, params: paramsOf(text) });
      expect({ key, empty: text.trim() === '' || (enKeys.get(key) ?? '').trim() === '' }).toEqual({
        key,
        empty: false,
      });
    }
  });

  it('keep the spec’s English words as the English ones (decisions §32)', () => {
    expect(say('en', orderMessages.emptyCart)).toBe('Your cart is empty. Please add items to proceed');
    expect(say('en', cartMessages.onlyInStock(2))).toBe('Only 2 quantity can be added for this item');
    expect(say('en', orderMessages.paid)).toBe('Payment is successfull!');
    expect(say('vi', orderMessages.emptyCart)).toBe('Giỏ hàng của bạn đang trống. Vui lòng thêm sản phẩm để tiếp tục.');
  });

  it('say a field’s label in the sentence’s language, capitalised where the sentence starts with it', () => {
    expect(say('vi', addressRuleMessages.tooLong('recipientName'))).toBe(
      'Tên người nhận (recipientName) không được dài quá 100 ký tự.',
    );
    expect(say('en', addressRuleMessages.tooLong('recipientName'))).toBe(
      "Recipient's name (recipientName) must not be longer than 100 characters.",
    );
    expect(say('en', messages.fieldRequired('password'))).toBe('Please enter the password.');
    // A label given as words (not a key) is said as it is.
    expect(say('vi', messages.notOneLine('tên sản phẩm (title)'))).toMatch(/^Tên sản phẩm \(title\) phải nằm/);
  });

  it('leave values as given, never read as markup or as more keys', () => {
    expect(say('en', orderMessages.productGone('<b>{{x}}</b> $t(order.paid)'))).toBe(
      '"<b>{{x}}</b> $t(order.paid)" is no longer for sale. Please remove it from your cart.',
    );
    expect(say('en', 'said as it is')).toBe('said as it is');
    expect(say('en', msg('order.unknownStatus', { status: 'x', statuses: 'a, b' }))).toBe(
      'There is no status "x". Choose one of: a, b.',
    );
  });
});

describe('the language of a request', () => {
  it('is the lang cookie, then ?lang=, then Accept-Language, else Vietnamese', () => {
    expect(requestLang({})).toBe('vi');
    expect(requestLang({ cookie: 'a=1; lang=en' })).toBe('en');
    expect(requestLang({ cookie: 'lang=vi', query: 'en', acceptLanguage: 'en' })).toBe('vi');
    expect(requestLang({ cookie: 'lang=fr', query: 'en' })).toBe('en');
    expect(requestLang({ query: 'de', acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
    expect(requestLang({ acceptLanguage: 'vi-VN,vi;q=0.9,en;q=0.8' })).toBe('vi');
    expect(requestLang({ acceptLanguage: 'en;q=0.5,vi;q=0.9' })).toBe('vi');
    expect(requestLang({ acceptLanguage: 'fr-FR,en;q=0.3' })).toBe('en');
    expect(requestLang({ acceptLanguage: 'fr-FR,de' })).toBe('vi');
    expect(requestLang({ acceptLanguage: 'en;q=0' })).toBe('vi');
  });
});
