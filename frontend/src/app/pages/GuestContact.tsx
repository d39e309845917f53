import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../shared/Panel';
import { paths } from '../../shared/paths';
import { Link } from 'react-router-dom';

export interface Contact {
  userName: string;
  email: string;
}

/**
 * A guest's name and e-mail at checkout (issue 28): where the order's e-mails, with the link to
 * follow it, are sent. The server checks them when the order is placed.
 */
export function GuestContact({ value, onChange }: { value: Contact; onChange: (next: Contact) => void }) {
  const { t } = useTranslation();
  return (
    <Panel className="guest-contact">
      <h2>{t('checkout.guest.title')}</h2>
      <p className="guest-contact-hint">
        {t('checkout.guest.hint')} <Link to={paths.login}>{t('checkout.guest.signIn')}</Link>
      </p>
      <label className="guest-contact-field">
        <span>{t('checkout.guest.name')}</span>
        <Input
          autoComplete="name"
          value={value.userName}
          maxLength={50}
          onChange={(e) => onChange({ ...value, userName: e.target.value })}
        />
      </label>
      <label className="guest-contact-field">
        <span>{t('checkout.guest.email')}</span>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={value.email}
          maxLength={254}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
        />
      </label>
    </Panel>
  );
}
