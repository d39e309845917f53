import { call, put, takeLatest } from 'redux-saga/effects';
import type { ChatReply } from '@tavico/contracts/chat';
import { t } from '../../shared/i18n';
import { ApiError } from '../../shared/http';
import { chatApi } from './chatApi';
import { answerFailed, answerReceived, questionAsked } from './chatSlice';

/**
 * A question goes to the assistant; its answer, or an apology, comes back into the conversation.
 * The spec logged failures silently; the chat says so instead (issue 8), with the server's reason
 * when it gives one (too many questions, say).
 */
function* ask(action: ReturnType<typeof questionAsked>) {
  try {
    const reply: ChatReply = yield call(chatApi.ask, action.payload.text);
    yield put(answerReceived(reply));
  } catch (error) {
    console.error('chat: no answer', error);
    const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
    yield put(answerFailed(reason ?? t('chat.failed')));
  }
}

export function* chatSaga() {
  yield takeLatest(questionAsked.type, ask);
}
