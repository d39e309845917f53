import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { Skeleton } from '../../shared/Loading';
import { Notice } from '../../shared/Notice';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../shared/api';
import { paths } from '../../shared/paths';
import { useOwnTitle } from '../../shared/pageTitle';
import { postDate, useArticleQuery } from './newsApi';
import './news.css';

/**
 * /news-events/{slug}: the article, its cover, date and body. The body is the server's sanitised
 * HTML (only the editor's tags, no scripts or handlers), so it is rendered as it is.
 */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { currentData, error } = useArticleQuery(slug);
  // undefined while it loads, null for none (404).
  const post = currentData ?? (isNotFound(error) ? null : undefined);
  useOwnTitle(post?.title ?? t(post === null ? 'titles.notFound' : 'titles.article'));
  useEffect(() => {
    if (!post) return;
    // A renamed post's old address: show it under its current one.
    if (post.slug !== slug) navigate(paths.article(post.slug), { replace: true });
  }, [post, slug, navigate]);

  if (error && post === undefined) return <Notice tone="warning" title={t('news.articleFailed')} />;
  if (post === null) {
    return (
      <Notice
        title={t('news.notFound')}
        extra={
          <Link to={paths.news}>
            <Button type="primary">{t('news.more')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <article className="page article">
      <nav className="breadcrumbs" aria-label={t('product.crumbs')}>
        <ol>
          <li>
            <Link to={paths.home}>{t('menu.home')}</Link>
          </li>
          <li>
            <Link to={paths.news}>{t('menu.news')}</Link>
          </li>
          <li aria-current="page">{post?.title ?? ''}</li>
        </ol>
      </nav>
      {!post ? (
        <div aria-busy="true">
          <div className="article-cover" />
          <Skeleton rows={6} />
        </div>
      ) : (
        <>
          <h1>{post.title}</h1>
          <time className="article-date" dateTime={post.publishedAt}>
            {postDate(post.publishedAt)}
          </time>
          <img className="article-cover" src={post.cover} alt={post.title} width={1200} height={675} />
          <div className="article-body" dangerouslySetInnerHTML={{ __html: post.body }} />
          <p>
            <Link to={paths.news}>{t('news.all')}</Link>
          </p>
        </>
      )}
    </article>
  );
}
