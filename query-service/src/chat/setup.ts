import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type Config,
  type Logger,
  type openRedis,
} from '@tavico/infrastructure';
import { openAiPhraser } from './phraser';
import type { ChatDeps } from '../deps';

const minute = 60_000;

type Redis = ReturnType<typeof openRedis>;

/**
 * The assistant's parts from the settings: question counts in Redis when the services share one
 * (every query-service instance counts alike), else in memory; a language model when CHAT_LLM_URL is set.
 */
export function chatDeps(
  config: Pick<
    Config,
    'CHAT_LLM_URL' | 'CHAT_LLM_API_KEY' | 'CHAT_LLM_MODEL' | 'CHAT_LLM_TIMEOUT' | 'CHAT_QUESTIONS_PER_MINUTE'
  >,
  options: { redis: Redis | null; logger: Logger },
): ChatDeps {
  return {
    limiter: options.redis
      ? createRedisRateLimiter({ redis: options.redis, windowMs: minute, prefix: 'chat-questions' })
      : createMemoryRateLimiter({ windowMs: minute }),
    questionsPerMinute: config.CHAT_QUESTIONS_PER_MINUTE,
    phraser:
      config.CHAT_LLM_URL && config.CHAT_LLM_MODEL
        ? openAiPhraser({
            url: config.CHAT_LLM_URL,
            apiKey: config.CHAT_LLM_API_KEY,
            model: config.CHAT_LLM_MODEL,
            timeoutMs: config.CHAT_LLM_TIMEOUT,
            logger: options.logger,
          })
        : null,
  };
}
