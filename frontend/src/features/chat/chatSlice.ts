import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatLink, ChatProduct, ChatReply } from '@tavico/contracts/chat';

/** One message of the conversation (spec §3: text, sender, time). */
export interface ChatMessage {
  id: string;
  sender: 'user' | 'bot';
  text: string;
  /** When it was written or answered (ISO); shown as H:MM. */
  time: string;
  products: ChatProduct[];
  links: ChatLink[];
  /** The question could not be answered: the text is an apology. */
  failed?: boolean;
}

export interface ChatState {
  messages: ChatMessage[];
  waiting: boolean;
}

const initialState: ChatState = { messages: [], waiting: false };

/** An answer or an apology ends the wait. */
const answered = (state: ChatState, action: PayloadAction<ChatMessage>) => {
  state.messages.push(action.payload);
  state.waiting = false;
};

const message = (sender: ChatMessage['sender'], text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: nanoid(),
  sender,
  text,
  time: new Date().toISOString(),
  products: [],
  links: [],
  ...extra,
});

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    questionAsked: {
      reducer: (state, action: PayloadAction<ChatMessage>) => {
        state.messages.push(action.payload);
        state.waiting = true;
      },
      prepare: (text: string) => ({ payload: message('user', text) }),
    },
    answerReceived: {
      reducer: answered,
      prepare: (reply: ChatReply) => ({
        payload: message('bot', reply.answer, { products: reply.products, links: reply.links }),
      }),
    },
    answerFailed: {
      reducer: answered,
      prepare: (apology: string) => ({ payload: message('bot', apology, { failed: true }) }),
    },
  },
});

export const { questionAsked, answerReceived, answerFailed } = chatSlice.actions;

/** The conversation; its initial state until the first question puts it in the store. */
export const selectChat = (state: { chat?: ChatState }): ChatState => state.chat ?? initialState;
