import express, { type Router } from 'express';
import {
  TooManyRequests,
  apiRoutes,
  chatQuestionMessages,
  chatQuestionRequest,
  parseBody,
  type ChatReply,
} from '@tavico/contracts';
import { bodyLimits, jsonBody, langOf, limitedAddressOf } from '@tavico/infrastructure';
import type { ChatDeps, QueryDeps } from '../deps';
import { sessionUser } from '../session';
import { createAssistant } from './assistant';

/**
 * POST /api/chat-bot/ask: a POST that only reads, so the query service serves it (the gateway
 * sends it here). Asked questions are counted per session and IP before anything else.
 */
export function chatQueries(deps: QueryDeps & { chat: ChatDeps }): Router {
  const router = express.Router();
  const assistant = createAssistant({ store: deps.store, shopCurrency: deps.shopCurrency, phraser: deps.chat.phraser });

  // A question is at most 1,000 characters, whoever asks: a guest's limit is plenty.
  router.post(apiRoutes.chatBot.ask, jsonBody(bodyLimits.guest), async (req, res) => {
    const user = await sessionUser(deps, req.headers, deps.clock.now());
    const asker = `${limitedAddressOf(req)}|${user?.id ?? 'guest'}`;
    if ((await deps.chat.limiter.count(asker)) >= deps.chat.questionsPerMinute) {
      throw new TooManyRequests(chatQuestionMessages.tooMany, 60);
    }
    await deps.chat.limiter.hit(asker);
    const { question } = parseBody(chatQuestionRequest, req.body);
    const answer: ChatReply = await assistant.ask(question, user, langOf(req, res));
    res.json(answer);
  });

  return router;
}
