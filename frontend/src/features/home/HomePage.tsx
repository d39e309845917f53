import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { useTranslation } from 'react-i18next';
import { LeftOutlined, PlayCircleFilled, RightOutlined, ShopOutlined } from '@ant-design/icons';
import { siteSettings as company } from '@tavico/contracts/client';
import { paths } from '../../shared/paths';
import { useSiteSettings } from '../settings';
import { useBannersQuery } from './homeApi';
import './home.css';
import { advantages, services } from './homeContent';
import { Panel } from '../../shared/Panel';

/** Banner rotation (spec §9). */
export const bannerIntervalMs = 15_000;

/** Shown when the server has no banners. */
export const builtInBanners = [1, 2, 3, 4].map((n) => ({ image: `/images/banner-${n}.svg`, n }));

const videos = [0, 1, 2, 3];

/**
 * The home page. The catalogue's parts (its categories and the showroom's products) are given by
 * app/, which composes features; without them their sections are left out.
 */
export function HomePage({ categories, showroom }: { categories?: ReactNode; showroom?: ReactNode }) {
  // A failed read shows no banners of the server's (spec §8): the page's built-in ones instead.
  const { data, isError } = useBannersQuery();
  const featureImageList = (!isError && data) || [];
  const settings = useSiteSettings();
  const { t } = useTranslation();
  const banners =
    featureImageList.length > 0
      ? featureImageList.map((b, i) => ({ image: b.image, alt: `${t('home.banner')} ${i + 1}` }))
      : builtInBanners.map((b) => ({ image: b.image, alt: t('home.bannerN', { n: b.n }) }));
  return (
    <div className="home">
      <BannerCarousel banners={banners} />
      {categories && (
        <section className="home-section home-categories" aria-labelledby="home-categories-title">
          <h2 id="home-categories-title">{t('home.categories')}</h2>
          {categories}
        </section>
      )}
      <section className="home-section home-about">
        <div>
          <h1>{settings?.companyName || company.companyName}</h1>
          <p>{t('home.about')}</p>
          <Link to={paths.company}>
            <Button type="primary" size="large">
              {t('home.learnMore')}
            </Button>
          </Link>
        </div>
        <img src="/images/showroom.svg" alt={t('home.showroomAlt')} width={800} height={520} loading="lazy" />
      </section>
      <section className="home-section">
        <h2>{t('home.servicesTitle')}</h2>
        <div className="home-cards">
          {services.map((s) => (
            <Link key={s.slug} to={paths.service(s.slug)} className="home-card-link">
              <Panel>
                <div className="home-card-icon" aria-hidden>
                  {s.icon}
                </div>
                <h3>{t(`home.services.${s.slug}.title`)}</h3>
                <p>{t(`home.services.${s.slug}.text`)}</p>
              </Panel>
            </Link>
          ))}
        </div>
      </section>
      <VideoSection embed={settings?.anniversaryVideoEmbed ?? ''} channel={settings?.social.youtube ?? ''} />
      <section className="home-section">
        <h2>{t('home.advantagesTitle')}</h2>
        <div className="home-advantages">
          {advantages.map((a) => (
            <div key={a.id} className="home-advantage">
              <span className="home-card-icon" aria-hidden>
                {a.icon}
              </span>
              <h3>{t(`home.advantages.${a.id}.title`)}</h3>
              <p>{t(`home.advantages.${a.id}.text`)}</p>
            </div>
          ))}
        </div>
      </section>
      {showroom && (
        <section className="home-section home-showroom" aria-labelledby="home-showroom-title">
          <h2 id="home-showroom-title">{t('home.showroom')}</h2>
          {showroom}
        </section>
      )}
      <PartnerSlider />
    </div>
  );
}

/**
 * The banners, one a screen: a strip that a finger swipes (and the arrows, the dots and a timer
 * move), in plain HTML and the shop's stylesheet, where antd's carousel brought its slider and
 * antd's style engine to the home page's first load (issue 29).
 */
function BannerCarousel({ banners }: { banners: { image: string; alt: string }[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  // Moved by hand: the timer starts again from then.
  const [moved, setMoved] = useState(0);
  const { t } = useTranslation();
  const count = banners.length;
  const go = (to: number) => {
    const el = strip.current;
    if (!el || count === 0) return;
    const at = (to + count) % count;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: at * el.clientWidth, behavior: still ? 'auto' : 'smooth' });
    setShown(at);
  };
  const byHand = (to: number) => {
    go(to);
    setMoved((m) => m + 1);
  };
  // The timer reads the banner shown now, not the one of the render that started it.
  const next = useRef(() => {});
  useEffect(() => {
    next.current = () => go(shown + 1);
  });
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => next.current(), bannerIntervalMs);
    return () => window.clearInterval(timer);
  }, [count, moved]);
  // A swipe: the banner it stopped at is the one shown.
  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) setShown(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <section className="home-banner" aria-label={t('home.banner')} aria-roledescription="carousel">
      {/* Scrolled by the keyboard's arrows too, once focused (a scrolling box takes the focus). */}
      <div
        className="home-banner-strip"
        ref={strip}
        onScroll={onScroll}
        tabIndex={0}
        role="group"
        aria-label={t('home.banners')}
      >
        {banners.map((b, i) => (
          <div key={b.image} className="home-banner-slide" aria-hidden={i !== shown || undefined}>
            {/* The first banner is the page's largest picture: fetched first, the others later. */}
            <img
              src={b.image}
              alt={b.alt}
              className="home-banner-image"
              width={1440}
              height={600}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <ol className="home-banner-dots">
          {banners.map((b, i) => (
            <li key={b.image} className={i === shown ? 'is-active' : undefined}>
              <button
                type="button"
                aria-label={t('home.bannerN', { n: i + 1 })}
                aria-current={i === shown || undefined}
                onClick={() => byHand(i)}
              />
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="home-banner-nav prev"
        aria-label={t('home.bannerPrev')}
        onClick={() => byHand(shown - 1)}
      >
        <LeftOutlined />
      </button>
      <button
        type="button"
        className="home-banner-nav next"
        aria-label={t('home.bannerNext')}
        onClick={() => byHand(shown + 1)}
      >
        <RightOutlined />
      </button>
    </section>
  );
}

/**
 * The anniversary video loads only when asked for: the page stays light and works offline. The
 * video shows once the owner has set it, the channel's videos once the channel is set; with
 * neither, there is no section.
 */
function VideoSection({ embed, channel }: { embed: string; channel: string }) {
  const [playing, setPlaying] = useState(false);
  const { t } = useTranslation();
  if (!embed && !channel) return null;
  return (
    <section className="home-section home-video">
      <h2>{t('home.video')}</h2>
      {embed && (
        <div className="home-video-main">
          {playing ? (
            <iframe title={t('home.videoTitle')} src={embed} allow="autoplay; encrypted-media" allowFullScreen />
          ) : (
            <button
              type="button"
              className="home-video-facade"
              onClick={() => setPlaying(true)}
              aria-label={t('home.playVideo')}
            >
              <img src="/images/video-anniversary.svg" alt="" width={1280} height={720} />
              <PlayCircleFilled />
            </button>
          )}
        </div>
      )}
      {channel && (
        <ul className="home-video-thumbs">
          {videos.map((i) => (
            <li key={i}>
              <a href={channel} target="_blank" rel="noreferrer">
                <img src={`/images/video-${i + 1}.svg`} alt="" width={320} height={180} loading="lazy" />
                <span>{t(`home.videos.${i}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {channel && (
        <a href={channel} target="_blank" rel="noreferrer">
          <Button size="large" icon={<ShopOutlined />}>
            {t('home.moreVideos')}
          </Button>
        </a>
      )}
    </section>
  );
}

const partners = [1, 2, 3, 4, 5, 6].map((n) => ({ image: `/images/partner-${n}.svg`, n }));

/** Six partner logos scrolling continuously: 18 s a round on wide screens, 15 s at 768 px or less. */
function PartnerSlider() {
  const { t } = useTranslation();
  return (
    <section className="home-section">
      <h2>{t('home.partners')}</h2>
      <div className="home-partners">
        <div className="home-partners-track">
          {[...partners, ...partners].map((p, i) => (
            <img
              key={i}
              src={p.image}
              alt={i < partners.length ? t('home.partnerN', { n: p.n }) : ''}
              aria-hidden={i >= partners.length}
              width={240}
              height={80}
              loading="lazy"
            />
          ))}
        </div>
      </div>
    </section>
  );
}
