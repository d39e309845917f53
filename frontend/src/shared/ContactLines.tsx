import { telHref, type SiteSettings } from '@tavico/contracts/client';
import { useTranslation } from 'react-i18next';

/** Hotlines that dial: '0901 234 567' links to tel:0901234567. */
export function HotlineLinks({ hotlines, separator = ' · ' }: { hotlines: string[]; separator?: string }) {
  return hotlines.map((h, i) => (
    <span key={h}>
      {i > 0 && separator}
      <a href={telHref(h)}>{h}</a>
    </span>
  ));
}

/**
 * The shop's address, hotlines and e-mail as the owner set them (decisions §19), one line each;
 * a value not set has no line at all.
 */
export function ContactLines({
  settings,
  hotlineLabel,
}: {
  settings: Pick<SiteSettings, 'address' | 'hotlines' | 'email'> | null;
  hotlineLabel?: string;
}) {
  const { t } = useTranslation();
  if (!settings) return null;
  return (
    <>
      {settings.address && <p>{t('contact.address', { address: settings.address })}</p>}
      {settings.hotlines.length > 0 && (
        <p>
          {hotlineLabel ?? t('contact.hotline')}: <HotlineLinks hotlines={settings.hotlines} />
        </p>
      )}
      {settings.email && (
        <p>
          {t('contact.email')}: <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </p>
      )}
    </>
  );
}
