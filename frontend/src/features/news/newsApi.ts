import {
  apiRoutes,
  shopDate,
  shopDay,
  type PostStatus,
  type PostSummary,
  type PostView,
} from '@tavico/contracts/client';
import { http, route, type DataEnvelope } from '../../shared/http';
import type { PageEnvelope } from '../../shared/paging';

/** What the editor sends: the body as written; the server sanitises it. */
export interface PostForm {
  title: string;
  cover: string;
  body: string;
  /** yyyy-mm-dd, or '' for the moment it is saved. */
  publishedAt: string;
  status: PostStatus;
}

const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

export const newsApi = {
  /** Published posts, newest first, ten a page. */
  list: (page: number) => http.get<PageEnvelope<PostSummary>>(withPage(apiRoutes.posts.list, page)),
  /** A published post by its address (404 for a draft or none). */
  bySlug: (slug: string) => http.get<DataEnvelope<PostView>>(route(apiRoutes.posts.bySlug, { slug })),
  /** Admin: every post, drafts too. */
  adminList: (page: number) => http.get<PageEnvelope<PostView>>(withPage(apiRoutes.posts.adminList, page)),
  create: (form: PostForm) => http.post<DataEnvelope<PostView>>(apiRoutes.posts.create, form),
  update: (id: string, form: PostForm) => http.put<DataEnvelope<PostView>>(route(apiRoutes.posts.update, { id }), form),
  remove: (id: string) => http.delete(route(apiRoutes.posts.delete, { id })),
};

/** A publish date as the shop's clock reads it (Vietnam, UTC+7): dd/mm/yyyy. */
export const postDate = shopDate;

/** yyyy-mm-dd of an instant in Vietnam time: the editor's date field. */
export const postDateInput = shopDay;
