import { useSelector } from 'react-redux';
import { rootReducer, type AppStore, type RootState } from '../../app/store';
import { chatSaga } from './chatSagas';
import { chatSlice, type ChatState } from './chatSlice';

export type ChatRootState = RootState & { chat?: ChatState };
export const useChatSelector = useSelector.withTypes<ChatRootState>();

const installed = new WeakSet<AppStore>();

/** Adds the conversation's state and saga to the store the first time the chat opens (it loads with the panel). */
export function installChat(store: AppStore) {
  if (installed.has(store)) return;
  installed.add(store);
  rootReducer.inject(chatSlice as never);
  store.runSaga(chatSaga);
}
