import { createInstance, type i18n } from 'i18next';
import { en } from './en';
import { vi } from './vi';
import { defaultLang, isLang, isMessage, type Lang, type Message, type MessageParam, type Said } from './message';

let instance: i18n | undefined;

/** One i18next for the server, with both tables, made on first use (never in the browser's bundle). */
function translator(): i18n {
  if (instance) return instance;
  const made = createInstance();
  void made.init({
    resources: { vi: { translation: vi }, en: { translation: en } },
    lng: defaultLang,
    fallbackLng: defaultLang,
    initAsync: false,
    // Answers are JSON and e-mails escape what they show: nothing is escaped twice.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  made.services.formatter?.add('capitalise', (value: unknown) => {
    const text = String(value);
    return text.charAt(0).toUpperCase() + text.slice(1);
  });
  instance = made;
  return made;
}

/** The words of the messages without values, by language and key (the tables never change). */
const plain = new Map<string, string>();

/** A message in a language; its values that are messages (labels) in the same language first. */
export function say(lang: Lang, said: Said): string {
  if (!isMessage(said)) return said;
  // A message without values reads the same every time: looked up once per language.
  if (!said.params || Object.keys(said.params).length === 0) {
    const known = plain.get(`${lang} ${said.key}`);
    if (known !== undefined) return known;
    const text = translator().t(said.key, { lng: lang });
    plain.set(`${lang} ${said.key}`, text);
    return text;
  }
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.params ?? {}) as [string, MessageParam][])
    params[name] = isMessage(value) ? say(lang, value) : value;
  return translator().t(said.key, { ...params, lng: lang });
}

/** The Vietnamese of a message: logs, and tests that compare with the default answer. */
export const inVietnamese = (said: Said): string => say('vi', said);

/**
 * The language a request asks for (decisions §32): the `lang` cookie, then `?lang=`, then
 * Accept-Language (English only when it prefers English to Vietnamese), else Vietnamese.
 */
export function requestLang(request: { cookie?: string; query?: unknown; acceptLanguage?: string }): Lang {
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(request.cookie ?? '')?.[1]?.trim();
  if (isLang(cookie)) return cookie;
  const query = request.query;
  if (isLang(query)) return query;
  return preferredOf(request.acceptLanguage ?? '');
}

/** `en-US,en;q=0.9,vi;q=0.8` → en; `vi,en` → vi; neither named → vi. */
function preferredOf(header: string): Lang {
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...options] = part.trim().toLowerCase().split(';');
    const base = tag.trim().split('-')[0];
    if (!isLang(base)) continue;
    const qOption = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: base, q };
  }
  return best?.lang ?? defaultLang;
}

export type { Message };
