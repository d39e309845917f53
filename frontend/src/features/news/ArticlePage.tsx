import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Breadcrumb, Button, Result, Skeleton } from 'antd';
import type { PostView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { paths } from '../../shared/paths';
import { newsApi, postDate } from './newsApi';
import './news.css';

type Loaded = { slug: string; post: PostView | null } | 'failed' | null;

/**
 * /news-events/{slug}: the article, its cover, date and body. The body is the server's sanitised
 * HTML (only the editor's tags, no scripts or handlers), so it is rendered as it is.
 */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    newsApi
      .bySlug(slug)
      .then((answer) => live && setLoaded({ slug, post: answer.data }))
      .catch(
        (error: unknown) =>
          live && setLoaded(error instanceof ApiError && error.status === 404 ? { slug, post: null } : 'failed'),
      );
    return () => {
      live = false;
    };
  }, [slug]);
  const post = loaded !== null && loaded !== 'failed' && loaded.slug === slug ? loaded.post : undefined;
  useEffect(() => {
    if (!post) return;
    // A renamed post's old address: show it under its current one.
    if (post.slug !== slug) navigate(paths.article(post.slug), { replace: true });
    document.title = `${post.title} | Tavico Home`;
  }, [post, slug, navigate]);

  if (loaded === 'failed') return <Result status="warning" title="Không tải được bài viết. Vui lòng thử lại sau." />;
  if (post === null) {
    return (
      <Result
        status="404"
        title="Không tìm thấy bài viết."
        extra={
          <Link to={paths.news}>
            <Button type="primary">Xem tin tức khác</Button>
          </Link>
        }
      />
    );
  }
  return (
    <article className="page article">
      <Breadcrumb
        items={[
          { title: <Link to={paths.home}>Trang chủ</Link> },
          { title: <Link to={paths.news}>Tin tức - Sự kiện</Link> },
          { title: post?.title ?? '' },
        ]}
      />
      {!post ? (
        <div aria-busy="true">
          <div className="article-cover" />
          <Skeleton active paragraph={{ rows: 6 }} />
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
            <Link to={paths.news}>← Tất cả tin tức</Link>
          </p>
        </>
      )}
    </article>
  );
}
