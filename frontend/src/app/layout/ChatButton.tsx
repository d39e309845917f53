import { Suspense, useState } from 'react';
import { Button } from '../../shared/Button';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyInAntd } from '../../shared/lazyInAntd';

// The assistant's panel, its state and saga load the first time the chat is opened.
const ChatWindow = lazyInAntd(() => import('./ChatWindow').then((m) => m.ChatWindow));

/** The floating chat button; it toggles the assistant's panel (spec §3 chat widget). */
export function ChatButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <div className="shop-chat">
      {open && (
        <Suspense fallback={null}>
          <ChatWindow onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <Button
        type="primary"
        shape="circle"
        size="large"
        icon={<MessageOutlined />}
        aria-label={open ? t('layout.closeChat') : t('layout.openChat')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
    </div>
  );
}
