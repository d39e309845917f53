import type { Lang, SiteSettings } from '@tavico/contracts';
import type { Logger } from '@tavico/infrastructure';

/** Words a built-in answer in a language model's voice; null when it cannot (the built-in one stands). */
export interface Phraser {
  phrase(
    question: string,
    facts: string,
    settings: Pick<SiteSettings, 'companyName' | 'hotlines'>,
    /** The language to answer in (the question's request's); Vietnamese unless given. */
    lang?: Lang,
  ): Promise<string | null>;
}

export interface OpenAiPhraserOptions {
  /** An OpenAI-compatible endpoint: its base (…/v1) or its chat completions address. */
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  logger: Logger;
}

const instructions = ({ companyName, hotlines }: Pick<SiteSettings, 'companyName' | 'hotlines'>, lang: Lang) =>
  `Bạn là trợ lý bán hàng của ${companyName}, chợ đầu mối đồ gỗ nội thất. ` +
  `Trả lời bằng ${lang === 'en' ? 'tiếng Anh (English)' : 'tiếng Việt'}, thân thiện và ngắn gọn, CHỈ dựa trên các dữ kiện được cung cấp. ` +
  'Giữ nguyên tên sản phẩm, giá, số liệu và trạng thái đơn hàng như trong dữ kiện; không bịa thêm. ' +
  `Nếu dữ kiện không đủ để trả lời, mời khách ${hotlines.length > 0 ? `gọi hotline ${hotlines[0]} hoặc ` : ''}xem trang Liên hệ.`;

const completionsUrl = (url: string) =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;

/** A chat-completions call with the retrieved facts; any failure or a slow answer gives null. */
export function openAiPhraser(options: OpenAiPhraserOptions): Phraser {
  const endpoint = completionsUrl(options.url);
  return {
    async phrase(question, facts, settings, lang = 'vi') {
      const started = Date.now();
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.2,
            max_tokens: 500,
            messages: [
              { role: 'system', content: instructions(settings, lang) },
              { role: 'user', content: `Dữ kiện:\n${facts}\n\nCâu hỏi của khách: ${question}` },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Error(`the language model answered ${response.status}`);
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const text = body.choices?.[0]?.message?.content;
        if (typeof text !== 'string' || text.trim() === '') throw new Error('the language model gave no text');
        return text.trim();
      } catch (error) {
        options.logger.warn(
          { err: error, ms: Date.now() - started },
          'chat: language model unavailable, built-in answer given',
        );
        return null;
      }
    },
  };
}
