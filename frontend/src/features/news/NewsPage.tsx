import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@tavico/contracts/client';
import { Pager } from '../../shared/Pager';
import { pageFromQuery, type Pagination } from '../../shared/paging';
import { paths } from '../../shared/paths';
import { newsApi, postDate } from './newsApi';
import './news.css';

type Loaded = { page: number; list: PostSummary[]; pagination: Pagination } | 'failed' | null;

/** /news-events: the published posts, newest first, ten a page (?page=). */
export function NewsPage() {
  const [query, setQuery] = useSearchParams();
  const { t } = useTranslation();
  const page = pageFromQuery(query);
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    newsApi
      .list(page)
      .then((answer) => live && setLoaded({ page, list: answer.data, pagination: answer.pagination }))
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [page]);
  const current = loaded !== null && loaded !== 'failed' && loaded.page === page ? loaded : null;

  return (
    <div className="page news">
      <h1>{t('menu.news')}</h1>
      {loaded === 'failed' ? (
        <Result status="warning" title={t('news.loadFailed')} />
      ) : !current ? (
        <div className="news-list" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div className="news-card" key={i}>
              <div className="news-card-cover" />
              <Skeleton active paragraph={{ rows: 2 }} />
            </div>
          ))}
        </div>
      ) : current.list.length === 0 ? (
        <Empty description={t('news.none')} />
      ) : (
        <>
          <ul className="news-list">
            {current.list.map((post) => (
              <li key={post._id} className="news-card">
                <Link to={paths.article(post.slug)} className="news-card-link">
                  <img className="news-card-cover" src={post.cover} alt="" width={480} height={270} loading="lazy" />
                  <div className="news-card-text">
                    <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
                    <h2>{post.title}</h2>
                    <p className="news-card-excerpt">{post.excerpt}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            pagination={current.pagination}
            label={t('news.pages')}
            onChange={(next) => {
              setQuery(next > 1 ? { page: String(next) } : {});
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
