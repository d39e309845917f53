import { useState } from 'react';
import { useStore } from 'react-redux';
import { ChatPanel } from '../../features/chat/ChatPanel';
import { installChat } from '../chat';
import type { AppStore } from '../store';

/** The assistant's panel; its state and saga join the store when it first opens. */
export function ChatWindow({ onClose }: { onClose: () => void }) {
  const store = useStore() as AppStore;
  useState(() => installChat(store));
  return <ChatPanel onClose={onClose} />;
}
