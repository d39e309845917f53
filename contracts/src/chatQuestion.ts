import { z } from 'zod';
import { chatLimits, chatMessages } from './chat';
import { multilineText } from './validation';

/** POST /api/chat-bot/ask: a question, not blank after trimming, at most 1,000 characters. */
export const chatQuestionRequest = z.object({
  question: multilineText('câu hỏi', { error: chatMessages.blank })
    .trim()
    .min(1, chatMessages.blank)
    .max(chatLimits.maxQuestionLength, chatMessages.tooLong),
});
export type ChatQuestionRequest = z.output<typeof chatQuestionRequest>;
