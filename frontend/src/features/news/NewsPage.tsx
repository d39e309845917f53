import { Link, useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../shared/Loading';
import { Notice } from '../../shared/Notice';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../shared/Pager';
import { pageFromQuery } from '../../shared/paging';
import { paths } from '../../shared/paths';
import { postDate, useNewsPageQuery } from './newsApi';
import './news.css';

/** /news-events: the published posts, newest first, ten a page (?page=). */
export function NewsPage() {
  const [query, setQuery] = useSearchParams();
  const { t } = useTranslation();
  const page = pageFromQuery(query);
  // currentData: the page asked for, not the one before it while the next loads.
  const { currentData, isError } = useNewsPageQuery(page);
  const current = currentData ? { list: currentData.data, pagination: currentData.pagination } : null;

  return (
    <div className="page news">
      <h1>{t('menu.news')}</h1>
      {isError ? (
        <Notice tone="warning" title={t('news.loadFailed')} />
      ) : !current ? (
        <div className="news-list" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div className="news-card" key={i}>
              <div className="news-card-cover" />
              <Skeleton rows={2} />
            </div>
          ))}
        </div>
      ) : current.list.length === 0 ? (
        <Notice title={t('news.none')} />
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
