import { z } from 'zod';
import { chatLimits } from './chat';
import { multilineText, zodSays } from './validation';
import { msg } from './i18n/message';

/** The widget's own words stay in `chatMessages`; the server says these in the request's language. */
export const chatQuestionMessages = {
  blank: msg('chat.blank'),
  // The number as the Vietnamese write it (1.000) in both languages' sentences.
  tooLong: msg('chat.tooLong', { max: chatLimits.maxQuestionLength.toLocaleString('vi-VN') }),
  tooMany: msg('chat.tooMany'),
} as const;

/** POST /api/chat-bot/ask: a question, not blank after trimming, at most 1,000 characters. */
export const chatQuestionRequest = z.object({
  question: multilineText('question', { error: zodSays(chatQuestionMessages.blank) })
    .trim()
    .min(1, zodSays(chatQuestionMessages.blank))
    .max(chatLimits.maxQuestionLength, zodSays(chatQuestionMessages.tooLong)),
});
export type ChatQuestionRequest = z.output<typeof chatQuestionRequest>;
