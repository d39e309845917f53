import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Empty, Form, Input, Popconfirm, Skeleton, Space, Tag, notification } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PostStatus, PostView } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { ImageUpload } from '../../shared/ImageUpload';
import { imagesApi } from '../../shared/imagesApi';
import { Pager } from '../../shared/Pager';
import { paths } from '../../shared/paths';
import type { Translate } from '../../shared/statusNames';
import {
  postDate,
  postDateInput,
  useAdminPostsQuery,
  useRemovePostMutation,
  useSavePostMutation,
  type PostForm,
} from './newsApi';
import { PostBodyEditor } from './PostBodyEditor';
import './news.css';

type Draft = { title: string; cover: string; body: string; date: string; original: PostView | null };

const today = () => postDateInput(new Date().toISOString());
const blank = (): Draft => ({ title: '', cover: '', body: '', date: today(), original: null });
const statusTag = (t: Translate, status: PostStatus) =>
  status === 'published' ? (
    <Tag color="green">{t('backOffice.posts.published')}</Tag>
  ) : (
    <Tag color="default">{t('backOffice.posts.draft')}</Tag>
  );

/** The form as sent: the date kept as it was when unchanged, a new post dated today at the moment it is saved. */
function formOf(draft: Draft, status: PostStatus): PostForm {
  const original = draft.original;
  const publishedAt =
    original && postDateInput(original.publishedAt) === draft.date
      ? original.publishedAt
      : !original && draft.date === today()
        ? ''
        : draft.date;
  return { title: draft.title, cover: draft.cover, body: draft.body, publishedAt, status };
}

/** 'Tin tức': admins write news and events, save drafts, publish, take back and delete them. */
export function PostsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { data: list, error: listError } = useAdminPostsQuery(page);
  useEffect(() => {
    if (listError) notification.error({ title: messageOf(listError) });
  }, [listError]);
  const [savePost] = useSavePostMutation();
  const [removePost] = useRemovePostMutation();

  const save = async (post: PostView | null, form: PostForm) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await savePost({ id: post?._id ?? null, form }).unwrap();
      notification.success({ title: answer.message ?? t('backOffice.posts.saved') });
      setDraft(null);
    } catch (e) {
      setError(messageOf(e));
      notification.error({ title: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };
  const formOfPost = (post: PostView, status: PostStatus): PostForm => ({
    title: post.title,
    cover: post.cover,
    body: post.body,
    publishedAt: post.publishedAt,
    status,
  });
  const remove = async (post: PostView) => {
    try {
      const answer = await removePost(post._id).unwrap();
      notification.success({ title: answer.message ?? t('backOffice.posts.deleted') });
    } catch (e) {
      notification.error({ title: messageOf(e) });
    }
  };
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const answer = await imagesApi.upload('admin', file);
      setDraft((d) => d && { ...d, cover: answer.result.url });
    } catch (e) {
      notification.error({ title: messageOf(e) });
    } finally {
      setUploading(false);
    }
  };

  if (draft) {
    const editing = draft.original;
    return (
      <section className="post-editor" aria-label={t(editing ? 'backOffice.posts.editing' : 'backOffice.posts.new')}>
        <div className="backoffice-page-head">
          <h1>{t(editing ? 'backOffice.posts.editing' : 'backOffice.posts.new')}</h1>
          {editing && statusTag(t, editing.status)}
        </div>
        <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
          <Form.Item label={t('backOffice.posts.postTitle')} required htmlFor="post-title">
            <Input
              id="post-title"
              value={draft.title}
              maxLength={200}
              showCount
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('backOffice.posts.cover')} required>
            <div className="post-cover-field">
              <ImageUpload
                status={uploading ? 'loading' : draft.cover ? 'uploaded' : 'idle'}
                url={draft.cover}
                label={t('backOffice.posts.coverUpload')}
                onFile={(file) => void upload(file)}
              />
            </div>
          </Form.Item>
          <Form.Item label={t('backOffice.posts.date')} required htmlFor="post-date">
            <Input
              id="post-date"
              type="date"
              className="post-date-input"
              value={draft.date}
              onChange={(e) => setDraft({ ...draft, date: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('backOffice.posts.body')} required extra={t('backOffice.posts.bodyHelp')}>
            <PostBodyEditor html={draft.body} onChange={(body) => setDraft((d) => d && { ...d, body })} />
          </Form.Item>
          {error && (
            <p className="post-error" role="alert">
              {error}
            </p>
          )}
          <Space wrap>
            <Button onClick={() => void save(editing, formOf(draft, 'draft'))} loading={busy}>
              {t('backOffice.posts.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => void save(editing, formOf(draft, 'published'))} loading={busy}>
              {t('backOffice.posts.publishPost')}
            </Button>
            <Button type="text" onClick={() => setDraft(null)}>
              {t('backOffice.common.cancel')}
            </Button>
          </Space>
        </Form>
      </section>
    );
  }

  return (
    <section aria-label={t('backOffice.posts.title')}>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.posts.title')}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft(blank())}>
          {t('backOffice.posts.new')}
        </Button>
      </div>
      {!list ? (
        <Skeleton active />
      ) : list.data.length === 0 ? (
        <Empty description={t('backOffice.posts.empty')} />
      ) : (
        <ul className="post-admin-list">
          {list.data.map((post) => (
            <li key={post._id} className="post-admin-item">
              <img src={post.cover} alt="" width={160} height={90} className="post-admin-cover" />
              <div className="post-admin-text">
                <h2>{post.title}</h2>
                <div>
                  {statusTag(t, post.status)} <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
                </div>
                <p className="news-card-excerpt">{post.excerpt}</p>
                <Space wrap size={8}>
                  <Button
                    icon={<EditOutlined />}
                    onClick={() =>
                      setDraft({
                        title: post.title,
                        cover: post.cover,
                        body: post.body,
                        date: postDateInput(post.publishedAt),
                        original: post,
                      })
                    }
                  >
                    {t('backOffice.common.edit')}
                  </Button>
                  {post.status === 'draft' ? (
                    <Button type="primary" onClick={() => void save(post, formOfPost(post, 'published'))}>
                      {t('backOffice.posts.publish')}
                    </Button>
                  ) : (
                    <>
                      <Button onClick={() => void save(post, formOfPost(post, 'draft'))}>
                        {t('backOffice.posts.unpublish')}
                      </Button>
                      <Link to={paths.article(post.slug)} target="_blank">
                        <Button icon={<EyeOutlined />}>{t('backOffice.common.view')}</Button>
                      </Link>
                    </>
                  )}
                  <Popconfirm
                    title={t('backOffice.posts.deleteAsk')}
                    okText={t('backOffice.common.delete')}
                    cancelText={t('backOffice.common.cancel')}
                    onConfirm={() => void remove(post)}
                  >
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('backOffice.posts.deleteNamed', { title: post.title })}
                    >
                      {t('backOffice.common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && <Pager pagination={list.pagination} label={t('backOffice.posts.pages')} onChange={setPage} />}
    </section>
  );
}
