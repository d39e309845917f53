import { chatSaga } from '../features/chat/chatSagas';
import { chatSlice } from '../features/chat/chatSlice';
import { rootReducer, type AppStore } from './store';

const installed = new WeakSet<AppStore>();

/** Adds the conversation's state and saga to the store the first time the chat opens (it loads with the panel). */
export function installChat(store: AppStore) {
  if (installed.has(store)) return;
  installed.add(store);
  rootReducer.inject(chatSlice as never);
  store.runSaga(chatSaga);
}
