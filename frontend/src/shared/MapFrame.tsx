import { useState } from 'react';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './mapFrame.css';

/**
 * The owner's embedded map, loaded when the shopper asks for it: a map provider's page is a second
 * site's scripts and tiles in the shop's page (about a second of a phone's main thread on the
 * contact page, issue 29), and nothing reaches the provider until then. Until asked: the map's
 * place, the button that shows it and a link that opens it in the provider's site.
 */
export function MapFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (shown) return <iframe className={className} title={title} src={src} />;
  return (
    <div className={['map-frame', className].filter(Boolean).join(' ')}>
      <button type="button" className="map-frame-show" onClick={() => setShown(true)}>
        <EnvironmentOutlined aria-hidden /> {t('map.show')}
      </button>
      <a className="map-frame-open" href={src} target="_blank" rel="noreferrer">
        {t('map.open')}
      </a>
    </div>
  );
}
