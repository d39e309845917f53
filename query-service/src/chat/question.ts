import { foldVietnamese, siteSettings, type ShopCurrency } from '@tavico/contracts';

/**
 * What a shopper's question asks, read the way people type in Vietnamese: with or without
 * diacritics, in any case. Words that only carry the question ("có ... không", "cho tôi") are
 * dropped; prices ("dưới 2 triệu", "từ 100 đến 300 đô"), "đang giảm giá" and "đơn hàng của tôi"
 * become constraints; what remains are the search terms.
 */
export interface Question {
  /** What to look up, as typed (lower case, marks kept): the index matches marks when given. */
  terms: string[];
  /** Effective price bounds in cents, inclusive. */
  minCents: number | null;
  maxCents: number | null;
  onSale: boolean;
  /** "rẻ nhất" or "đắt nhất": the order products are suggested in. */
  sort: 'cheapest' | 'dearest' | null;
  /** "đơn hàng của tôi đến đâu rồi": the asker's own orders. */
  aboutOrders: boolean;
}

/**
 * Question words written with their marks. Folded, some of them would swallow furniture words
 * ("bán", "bạn" and "bàn" all fold to "ban"), so they go before folding.
 */
const markedFillers = new Set([
  'bạn',
  'bán',
  'có',
  'không',
  'nào',
  'đâu',
  'ở',
  'gì',
  'của',
  'cho',
  'xem',
  'với',
  'từ',
  'đến',
  'tới',
  'giá',
]);

/** Folded filler words that no product or page is looked up by. */
const fillers = new Set(
  (
    'a ah ak alo oi hi hello chao xin vui long giup minh toi em anh chi shop ad admin cho voi ' +
    'co khong ko k hong nao gi la thi ma nhe nha vay the sao ntn bao nhieu muon can tim kiem hoi ' +
    'xem mua ve dang con duoc nhung cac mot may loai san pham hang mon chiec cai nay kia do ' +
    'hay hoac va o dau roi chua di tai tren duoi gia'
  ).split(' '),
);

/** "đồ" (things) is also a filler above; before a category word it names one ("đồ trang trí"). */
const keptAfter: Record<string, string[]> = { do: ['trang'] };

const saleWords = /\b(giam gia|khuyen mai|km|sale|uu dai|dang giam|xa hang|giam)\b/;
const cheapest = /\b(re nhat|gia thap nhat|gia re|re)\b/;
const dearest = /\b(dat nhat|cao cap nhat|gia cao nhat|mac nhat)\b/;
const orderWords = /\b(don hang|don dat hang|don mua|ma don|don cua|don toi|don minh|order|orders|kien hang)\b/;

/** 2 | 2,5 | 1.5 | 2.000.000 as a number: dots between groups of three are thousands. */
function parseAmount(text: string): number {
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) return Number(text.replace(/\./g, ''));
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ''));
  return Number(text.replace(',', '.'));
}

const unitScale: Record<string, { vnd: number } | { usd: number }> = {
  ty: { vnd: 1e9 },
  trieu: { vnd: 1e6 },
  tr: { vnd: 1e6 },
  cu: { vnd: 1e6 },
  m: { vnd: 1e6 },
  k: { vnd: 1e3 },
  nghin: { vnd: 1e3 },
  ngan: { vnd: 1e3 },
  d: { vnd: 1 },
  dong: { vnd: 1 },
  vnd: { vnd: 1 },
  usd: { usd: 1 },
  do: { usd: 1 },
  $: { usd: 1 },
};

/** Unit words, longest first: "trieu" is not read as "tr", nor "dong" as "do". */
const unitWords = Object.keys(unitScale)
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace('$', '\\$'));
const digits = String.raw`(\d+(?:[.,]\d+)*)`;
/** An amount, its unit optional: 2 triệu, 500k, $120, 2.000.000đ, 150. */
const amount = String.raw`(\$\s*)?${digits}\s*(${unitWords.join('|')})?(?![\p{L}\d])`;
/** An amount that says it is money ("m" is not: "1m8" is a length): "3 chỗ" is not a price. */
const moneyUnit = `(${unitWords.filter((u) => u !== 'm').join('|')})`;
const money = String.raw`(?:(\$)\s*${digits}()|()${digits}\s*${moneyUnit}(?![\p{L}\d]))`;

/** What prices in a question are read into: the shop's currency, and the rate between đồng and dollars. */
export interface Pricing {
  currency: ShopCurrency;
  vndPerUsd: number;
}

/**
 * The amount captured at `offset` (dollar sign, number, unit) in the shop currency's minor unit:
 * đồng and dollars each converted at the settings' rate when the shop sells in the other. A bare
 * number is đồng from 10,000 up; below, a đồng shop reads thousands ("dưới 500": 500.000 ₫) and a
 * dollar shop dollars.
 */
function toMinorUnits(match: RegExpExecArray, offset: number, pricing: Pricing): number | null {
  if (match[offset + 1] === undefined) return null;
  const value = parseAmount(match[offset + 1]);
  if (!Number.isFinite(value)) return null;
  const unit = match[offset] ? '$' : match[offset + 2];
  const bare = value >= 10_000 ? { vnd: 1 } : pricing.currency === 'VND' ? { vnd: 1000 } : { usd: 1 };
  const scale = unit ? unitScale[unit] : bare;
  if (!scale) return null;
  if (pricing.currency === 'VND') {
    return Math.round('vnd' in scale ? value * scale.vnd : value * scale.usd * pricing.vndPerUsd);
  }
  const usd = 'usd' in scale ? value * scale.usd : (value * scale.vnd) / pricing.vndPerUsd;
  return Math.round(usd * 100);
}

interface PriceBounds {
  minCents: number | null;
  maxCents: number | null;
  /** The words that said it ("dưới 2 triệu"), to be left out of the search terms. */
  phrase: string | null;
}

/** A quarter either side of a price asked about loosely ("khoảng 2 triệu"). */
const around = (cents: number): [number, number] => [Math.round(cents * 0.75), Math.round(cents * 1.25)];

/**
 * Price phrases, most specific first. Each `amount` captures three groups (dollar sign, number,
 * unit); `money` captures two alternatives of three.
 */
const pricePatterns: {
  pattern: RegExp;
  read: (m: RegExpExecArray, pricing: Pricing) => [number | null, number | null] | null;
}[] = [
  {
    pattern: new RegExp(String.raw`(?:tu|khoang tu|trong khoang)\s+${amount}\s*(?:den|toi|-|–)\s*${amount}`, 'u'),
    read: (m, pricing) => {
      // "từ 10 đến 20 triệu": the first amount takes the second's unit when it has none.
      if (!m[1] && !m[3]) [m[1], m[3]] = [m[4], m[6]];
      const [a, b] = [toMinorUnits(m, 1, pricing), toMinorUnits(m, 4, pricing)];
      return a === null || b === null ? null : [Math.min(a, b), Math.max(a, b)];
    },
  },
  {
    pattern: new RegExp(String.raw`(?:duoi|nho hon|it hon|khong qua|toi da|<=?|re hon|thap hon)\s*${amount}`, 'u'),
    read: (m, pricing) => [null, toMinorUnits(m, 1, pricing)],
  },
  {
    pattern: new RegExp(String.raw`(?:tren|lon hon|hon|it nhat|toi thieu|>=?)\s*${amount}(?:\s*tro len)?`, 'u'),
    read: (m, pricing) => [toMinorUnits(m, 1, pricing), null],
  },
  {
    pattern: new RegExp(String.raw`(?:khoang|tam|chung|gia)\s*${amount}`, 'u'),
    read: (m, pricing) => {
      const a = toMinorUnits(m, 1, pricing);
      return a === null ? null : around(a);
    },
  },
  {
    // "sofa 20 triệu": a bare amount counts when its unit says it is money.
    pattern: new RegExp(money, 'u'),
    read: (m, pricing) => {
      const a = toMinorUnits(m, 1, pricing) ?? toMinorUnits(m, 4, pricing);
      return a === null ? null : around(a);
    },
  },
];

function priceBounds(folded: string, pricing: Pricing): PriceBounds {
  for (const { pattern, read } of pricePatterns) {
    const match = pattern.exec(folded);
    const bounds = match && read(match, pricing);
    if (!match || !bounds || (bounds[0] === null && bounds[1] === null)) continue;
    return { minCents: bounds[0], maxCents: bounds[1], phrase: match[0] };
  }
  return { minCents: null, maxCents: null, phrase: null };
}

const words = (text: string) => text.split(/[^\p{L}\p{N}$]+/u).filter(Boolean);

interface Token {
  /** As typed, lower case: "bàn" is not "bán" when the asker wrote the marks. */
  marked: string;
  folded: string;
}

/** The tokens without these folded words, each taken out once per time it is listed. */
function dropWords(tokens: Token[], drop: string[]): Token[] {
  const left = [...drop];
  return tokens.filter((t) => {
    const at = left.indexOf(t.folded);
    if (at >= 0) left.splice(at, 1);
    return at < 0;
  });
}

/** Takes out the words of every phrase the pattern finds in the tokens. */
function dropPhrases(tokens: Token[], pattern: RegExp): { tokens: Token[]; found: boolean } {
  const said = [...` ${tokens.map((t) => t.folded).join(' ')} `.matchAll(new RegExp(pattern.source, 'gu'))];
  return {
    tokens: dropWords(
      tokens,
      said.flatMap((m) => words(m[0])),
    ),
    found: said.length > 0,
  };
}

/**
 * The question's terms, price bounds (in the shop currency's minor unit, converted at the
 * settings' rate), sale and order words.
 */
export function readQuestion(
  question: string,
  pricing: Pricing = { currency: 'USD', vndPerUsd: siteSettings.vndPerUsd },
): Question {
  const lower = question.normalize('NFC').toLowerCase();
  const folded = foldVietnamese(lower);
  // Prices first, on the whole question: "từ 10 đến 20 triệu" needs its fillers.
  const price = priceBounds(` ${folded} `, pricing);
  let tokens = words(lower)
    .filter((w) => !markedFillers.has(w))
    .map((marked) => ({ marked, folded: foldVietnamese(marked) }));
  tokens = dropWords(tokens, words(price.phrase ?? ''));
  const sale = dropPhrases(tokens, saleWords);
  const dear = dropPhrases(sale.tokens, dearest);
  const cheap = dropPhrases(dear.tokens, cheapest);
  const list = cheap.tokens;
  const terms = list
    .filter((t, i) => !fillers.has(t.folded) || keptAfter[t.folded]?.includes(list[i + 1]?.folded ?? ''))
    .map((t) => t.marked);
  return {
    terms: [...new Set(terms)],
    minCents: price.minCents,
    maxCents: price.maxCents,
    onSale: sale.found,
    sort: dear.found ? 'dearest' : cheap.found ? 'cheapest' : null,
    aboutOrders: orderWords.test(folded),
  };
}
