import { apiRoutes } from '@tavico/contracts/client';
import type { ChatReply } from '@tavico/contracts/chat';
import { http, type Envelope } from '../../shared/http';

export const chatApi = {
  ask: (question: string) => http.post<ChatReply & Envelope>(apiRoutes.chatBot.ask, { question }),
};
