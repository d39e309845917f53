import { useTranslation } from 'react-i18next';
import { PhoneOutlined, MessageOutlined } from '@ant-design/icons';
import { telHref, zaloHref, type SiteSettings } from '@tavico/contracts/client';
import './contactButtons.css';

/**
 * Where a buyer hesitates, a call and a Zalo chat (issue 27): the first hotline and the Zalo the
 * owner set in the settings, each shown only when set. For a sold-out product it says
 * 'Liên hệ đặt hàng' (contact to order) above them.
 */
export function ContactButtons({
  settings,
  soldOut = false,
}: {
  settings: Pick<SiteSettings, 'hotlines' | 'zalo'> | null | undefined;
  soldOut?: boolean;
}) {
  const { t } = useTranslation();
  const hotline = settings?.hotlines[0];
  const zalo = settings?.zalo;
  if (!hotline && !zalo) return null;
  return (
    <div className="contact-buttons" role="group" aria-label={t('contact.toOrder')}>
      {soldOut && <p className="contact-buttons-lead">{t('contact.toOrder')}</p>}
      {hotline && (
        <a className="contact-button contact-button-call" href={telHref(hotline)}>
          <PhoneOutlined aria-hidden /> {t('contact.call', { hotline })}
        </a>
      )}
      {zalo && (
        <a
          className="contact-button contact-button-zalo"
          href={zaloHref(zalo)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageOutlined aria-hidden /> {t('contact.zalo')}
        </a>
      )}
    </div>
  );
}
