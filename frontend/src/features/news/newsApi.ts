import {
  apiRoutes,
  shopDate,
  shopDay,
  type PostStatus,
  type PostSummary,
  type PostView,
} from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';
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

/** News and events: what shoppers read, and the admin's list and edits (which refetch both). */
export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published posts, newest first, ten a page. */
    newsPage: build.query<PageEnvelope<PostSummary>, number>({
      query: (page) => withPage(apiRoutes.posts.list, page),
      transformResponse: (answer) => answer as PageEnvelope<PostSummary>,
      providesTags: ['Post'],
    }),
    /** A published post by its address (404 for a draft or none). */
    article: build.query<PostView, string>({
      query: (slug) => route(apiRoutes.posts.bySlug, { slug }),
      transformResponse: (answer) => (answer as DataEnvelope<PostView>).data,
      providesTags: ['Post'],
    }),
    /** Admin: every post, drafts too. */
    adminPosts: build.query<PageEnvelope<PostView>, number>({
      query: (page) => withPage(apiRoutes.posts.adminList, page),
      transformResponse: (answer) => answer as PageEnvelope<PostView>,
      providesTags: ['Post'],
    }),
    savePost: build.mutation<DataEnvelope<PostView>, { id: string | null; form: PostForm }>({
      query: ({ id, form }) =>
        id
          ? { method: 'PUT', url: route(apiRoutes.posts.update, { id }), body: form }
          : { method: 'POST', url: apiRoutes.posts.create, body: form },
      transformResponse: (answer) => answer as DataEnvelope<PostView>,
      invalidatesTags: ['Post'],
    }),
    removePost: build.mutation<{ message?: string }, string>({
      query: (id) => ({ method: 'DELETE', url: route(apiRoutes.posts.delete, { id }) }),
      invalidatesTags: ['Post'],
    }),
  }),
});

export const { useNewsPageQuery, useArticleQuery, useAdminPostsQuery, useSavePostMutation, useRemovePostMutation } =
  newsApi;

/** A publish date as the shop's clock reads it (Vietnam, UTC+7): dd/mm/yyyy. */
export const postDate = shopDate;

/** yyyy-mm-dd of an instant in Vietnam time: the editor's date field. */
export const postDateInput = shopDay;
