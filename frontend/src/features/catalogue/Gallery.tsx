import { Suspense, useEffect, useRef, useState } from 'react';
import { ZoomInOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyInAntd } from '../../shared/lazyInAntd';

// The zoom (antd's image preview) loads the first time a picture is opened.
const ZoomPreview = lazyInAntd(() => import('./ZoomPreview').then((m) => m.ZoomPreview));

/**
 * What a click on the picture does, shown under the pointer and the keyboard's focus. Hidden from
 * assistive technology: the picture is a button named by its title, which this would only repeat.
 */
function ZoomCover() {
  const { t } = useTranslation();
  return (
    <span className="product-gallery-cover" aria-hidden="true">
      <ZoomInOutlined /> {t('product.zoom')}
    </span>
  );
}

/**
 * The pictures: on a wide screen one large with thumbnails, zoomed in a preview on click; on a
 * phone a strip to swipe through, one picture a screen, with a counter. The pictures are plain
 * HTML; the zoom (antd's preview) loads the first time a picture is opened (issue 29).
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // The preview, once opened, stays in the page (closed), so it can play its closing animation.
  const [zoomLoaded, setZoomLoaded] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  // In the preview every picture says its number: the preview takes its name from it too.
  const zoomedName = (i: number) => t('product.pictureN', { title, n: i + 1 });
  const pictureName = (i: number) => (i === 0 ? title : zoomedName(i));
  // A thumbnail or the preview's arrows chose a picture: the strip slides to it. Behind the open
  // preview it jumps instead, so no picture passed on the way is taken for the one shown.
  useEffect(() => {
    const el = strip.current;
    if (el && Math.round(el.scrollLeft / el.clientWidth) !== shown) {
      el.scrollTo({ left: shown * el.clientWidth, behavior: zoomed ? 'auto' : 'smooth' });
    }
  }, [shown, zoomed]);
  // A swipe on a phone: the picture it stopped at is the one shown.
  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) setShown(Math.round(el.scrollLeft / el.clientWidth));
  };
  // The closed preview gives the focus back to the picture last shown, and the strip goes to it.
  const backToShown = () => {
    const el = strip.current;
    const picture = el?.children[shown]?.querySelector<HTMLElement>('[role="button"]');
    if (!el || !picture) return;
    picture.focus({ preventScroll: true });
    el.scrollTo({ left: shown * el.clientWidth, behavior: 'auto' });
  };
  const zoom = (i: number) => {
    setShown(i);
    setZoomLoaded(true);
    setZoomed(true);
  };
  return (
    <div className="product-gallery">
      <div className="product-gallery-frame">
        <div
          className="product-gallery-strip"
          aria-label={t('product.picturesOf', { title })}
          role="region"
          ref={strip}
          onScroll={onScroll}
        >
          {images.map((src, i) => (
            <div key={`${src}-${i}`} className={`product-gallery-slide${i === shown ? ' is-shown' : ''}`}>
              <div
                className="product-gallery-picture"
                role="button"
                tabIndex={0}
                onClick={() => zoom(i)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  zoom(i);
                }}
              >
                {/* The first picture is the page's largest paint: fetched at once, the others lazily. */}
                <img
                  src={src}
                  alt={pictureName(i)}
                  width={800}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
                <ZoomCover />
              </div>
            </div>
          ))}
        </div>
        {images.length > 1 && (
          // On a phone, where there are no thumbnails: which picture of how many, read out as it changes.
          <p className="product-gallery-count" aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">
              {shown + 1}/{images.length}
            </span>
            <span className="visually-hidden">{t('product.pictureOf', { n: shown + 1, total: images.length })}</span>
          </p>
        )}
      </div>
      {zoomLoaded && (
        <Suspense fallback={null}>
          <ZoomPreview
            open={zoomed}
            items={images.map((src, i) => ({ src, alt: zoomedName(i) }))}
            current={shown}
            alt={zoomedName(shown)}
            onChange={setShown}
            onClose={() => setZoomed(false)}
            afterClose={backToShown}
          />
        </Suspense>
      )}
      {images.length > 1 && (
        <div className="product-gallery-thumbs" role="group" aria-label={t('product.choosePicture')}>
          {images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              className={i === shown ? 'is-shown' : ''}
              aria-label={t('product.picture', { n: i + 1 })}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
            >
              <img src={src} alt="" width={64} height={64} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
