import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Input } from 'antd';
import { CloseOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatProduct } from '@tavico/contracts/chat';
import { shownEffectivePrice } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Panel } from '../../shared/Panel';
import { useMoney } from '../../shared/money';
import { useOpenProduct } from '../catalogue';
import { useSiteSettings } from '../settings';
import { questionAsked, selectChat, type ChatMessage } from './chatSlice';
import { splitContacts } from './contactLinks';
import { ContactButtons } from '../../shared/ContactButtons';
import './chat.css';

/** H:MM, as the spec shows a message's time. */
export const clockTime = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/**
 * The assistant's conversation: messages with their time, product chips, and the question box.
 * Its state and saga are added to the store by app/ when the panel first loads (installChat).
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const money = useMoney();
  const dispatch = useAppDispatch();
  const { messages, waiting } = useAppSelector(selectChat);
  const settings = useSiteSettings();
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, waiting]);

  const send = () => {
    const question = draft.trim();
    // Nothing is sent when blank (spec §5), nor while the last question is being answered.
    if (question === '' || waiting) return;
    dispatch(questionAsked(question));
    setDraft('');
  };
  const openProduct = useOpenProduct();
  const open = (product: ChatProduct) => openProduct(product._id);

  return (
    <Panel
      title={t('chat.title')}
      className="shop-chat-panel chat-panel"
      extra={<Button type="text" icon={<CloseOutlined />} aria-label={t('chat.close')} onClick={onClose} />}
    >
      <div className="chat-messages" role="log" aria-live="polite" aria-label={t('chat.messages')}>
        <Bubble sender="bot" text={t('chat.greeting')} />
        {messages.map((m) => (
          <Bubble key={m.id} {...m}>
            {m.products.length > 0 && (
              <div className="chat-products" aria-label={t('chat.suggested')}>
                {m.products.map((p) => (
                  <button key={p._id} type="button" className="chat-product" onClick={() => open(p)}>
                    <span className="chat-product-title">{p.title}</span>
                    <span className="chat-product-meta">
                      {money(shownEffectivePrice(p))} · {t(`chat.${p.stock}`)}
                    </span>
                  </button>
                ))}
              </div>
            )}
            {m.links.length > 0 && (
              <div className="chat-links">
                {m.links.map((l) => (
                  <Link key={l.href} to={l.href}>
                    {l.label}
                  </Link>
                ))}
              </div>
            )}
          </Bubble>
        ))}
        {waiting && <Bubble sender="bot" text={t('chat.waiting')} pending />}
        <div ref={end} />
      </div>
      <ContactButtons settings={settings} />
      <div className="chat-input">
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={send}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.question')}
          maxLength={1000}
          autoFocus
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label={t('chat.send')}
          disabled={draft.trim() === '' || waiting}
          onClick={send}
        />
      </div>
    </Panel>
  );
}

/** An answer's text with its phone numbers tap-to-call (each on one line) and its e-mails as mailto: links. */
function AnswerText({ text }: { text: string }) {
  // The settings are in the store already (the footer asked for them): the shop's own hotlines
  // and e-mail are found however the owner wrote them.
  const settings = useSiteSettings();
  // Cut once per answer, not on every keystroke in the question box.
  const parts = useMemo(
    () => splitContacts(text, { hotlines: settings?.hotlines, emails: settings?.email ? [settings.email] : [] }),
    [text, settings],
  );
  return parts.map((part, i) =>
    'phone' in part ? (
      <a key={i} href={part.href} className="chat-phone">
        {part.phone}
      </a>
    ) : 'email' in part ? (
      <a key={i} href={part.href} className="chat-email">
        {part.email}
      </a>
    ) : (
      part.text
    ),
  );
}

function Bubble({
  sender,
  text,
  time,
  failed,
  pending,
  children,
}: Pick<ChatMessage, 'sender' | 'text'> &
  Partial<Pick<ChatMessage, 'time' | 'failed'>> & { pending?: boolean; children?: ReactNode }) {
  const classes = ['chat-bubble', `chat-${sender}`, failed ? 'chat-failed' : '', pending ? 'chat-pending' : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="chat-text">{sender === 'bot' ? <AnswerText text={text} /> : text}</div>
      {children}
      {time && <time dateTime={time}>{clockTime(time)}</time>}
    </div>
  );
}
