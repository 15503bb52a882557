import { homeApi } from '@contract/home';
import {
  catalogApi,
  ebookListSchema,
  ebookSchema,
  videoListSchema,
  videoSchema,
} from '@contract/catalog';
import type { Ebook, Video } from '@contract/catalog';
import { campaignSchema } from '@contract/newsletter';
import { studiesApi } from '@contract/studies';
import {
  adminArticleSchema,
  articlePreviewSchema,
  mediaSchema,
  type AdminArticle,
  type ArticleBody,
  type ContentLanguage,
  ebookBodySchema,
  type EbookBody,
  type Media,
  type VideoBody,
  videoBodySchema,
  publishingApi,
} from '@contract/publishing';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type MutationMeta,
  type QueryClient,
} from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { apiSend, apiUpload, apiQuery } from '@client/lib/api';
import { campaignsKey } from './newsletter';

export const adminArticlesKey = [publishingApi.adminArticles.pattern] as const;
export const adminArticleKey = (id: number) => [publishingApi.adminArticles.pattern, id] as const;

/** The two addresses of a kind of content: its list (POST adds to it) and one item. */
interface ContentRoutes {
  list: () => string;
  item: (params: { id: number }) => string;
}

const adminArticleListSchema = z.array(adminArticleSchema);

/**
 * What visitors read (store, home, videos, articles, studies) may be cached in this tab: after a write it
 * is fetched again, so the admin sees the change on the public pages at once.
 */
const PUBLIC_READ_ROOTS = [
  catalogApi.ebooks.pattern,
  catalogApi.videos.pattern,
  publishingApi.articles.pattern,
  studiesApi.studies.pattern,
  homeApi.home.pattern,
  homeApi.episodes.pattern,
];
const isUnder = (key: string, root: string) =>
  key === root || key.startsWith(`${root}/`) || key.startsWith(`${root}?`);
export const isPublicRead = (key: readonly unknown[]): boolean => {
  const [first] = key;
  return (
    typeof first === 'string' &&
    (PUBLIC_READ_ROOTS.some((root) => isUnder(first, root)) ||
      first === 'ebooks' ||
      first === 'videos' ||
      first === 'articles')
  );
};
export const refreshPublic = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => isPublicRead(query.queryKey) });

// ---- images ----------------------------------------------------------------------------------

/** Uploads an image (`file` field) to `address`; `onProgress` gets the share sent so far, 0..1. */
const uploadTo =
  (address: () => string) =>
  (file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Media> => {
    const form = new FormData();
    form.append('file', file);
    return apiUpload(address(), form, mediaSchema, onProgress, signal);
  };

export const uploadImage = uploadTo(publishingApi.media);

/** A series' artwork: cropped square, kept with the JPEG podcast directories require. */
export const uploadArtwork = uploadTo(publishingApi.mediaArtwork);

/**
 * Saves a new item (POST to the list) or a changed one (PUT to the item). `meta` names the toast
 * of a failure where the caller shows no failure of its own (the featured star).
 */
function useSave<T, B>(
  routes: ContentRoutes,
  schema: z.ZodType<T>,
  key: readonly unknown[],
  meta: MutationMeta | undefined,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: B }): Promise<T> =>
      id
        ? apiSend('PUT', routes.item({ id }), body, schema)
        : apiSend('POST', routes.list(), body, schema),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: key }), refreshPublic(client)]),
    ...(meta ? { meta } : {}),
  });
}

/** Deletes an item; a failure toasts "Failed to delete <kind>" (in the page's language). */
function useDelete(
  item: ContentRoutes['item'],
  key: readonly unknown[],
  kind: 'ebook' | 'video' | 'article',
) {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', item({ id })),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: key }), refreshPublic(client)]),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.deleteContent' }, { kind }) },
  });
}

/** The fields `keys` of `item`: a stored item's body is the fields its body schema names. */
function pick<T, K extends keyof T>(item: T, keys: readonly K[]): Pick<T, K> {
  // fromEntries cannot know its keys; they are `keys`, each with the item's own value.
  return Object.fromEntries(keys.map((key) => [key, item[key]])) as Pick<T, K>;
}

/**
 * A catalogue's admin calls (the ebooks', the videos'): its whole list (drafts too), saving an
 * item, deleting one (each write fetches the list and the public reads again), and an item's body
 * as stored, to send back with one thing changed (featured, position).
 */
function catalogCalls<T, B>(
  kind: 'ebook' | 'video',
  routes: ContentRoutes & { list: { pattern: string } },
  schemas: { list: z.ZodType<T[]>; item: z.ZodType<T>; bodyKeys: readonly (keyof B & keyof T)[] },
) {
  const key = [routes.list.pattern] as const;
  return {
    key,
    useList: () => useQuery(apiQuery(key, routes.list(), schemas.list)),
    useSave: (meta?: MutationMeta) => useSave<T, B>(routes, schemas.item, key, meta),
    useDelete: () => useDelete(routes.item, key, kind),
    // A stored item has its body's fields, each of the body's type; the compiler cannot see it
    // through T and B.
    bodyOf: (item: T) => pick(item, schemas.bodyKeys) as unknown as B,
  };
}

/** A catalogue's calls, as `catalogCalls` makes them. */
export type CatalogCalls<T, B> = ReturnType<typeof catalogCalls<T, B>>;

// ---- ebooks ----------------------------------------------------------------------------------

export const ebookCalls = catalogCalls<Ebook, EbookBody>(
  'ebook',
  { list: publishingApi.adminEbooks, item: publishingApi.adminEbook },
  { list: ebookListSchema, item: ebookSchema, bodyKeys: ebookBodySchema.keyof().options },
);

/** Saves new positions one ebook after another (the server has no batch write for order). */
export function useReorderEbooks() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: async (changes: { ebook: Ebook; position: number }[]) => {
      for (const { ebook, position } of changes) {
        await apiSend('PUT', publishingApi.adminEbook({ id: ebook.id }), {
          ...ebookCalls.bodyOf(ebook),
          position,
        });
      }
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: ebookCalls.key }), refreshPublic(client)]),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.reorder' }) },
  });
}

// ---- videos ----------------------------------------------------------------------------------

export const videoCalls = catalogCalls<Video, VideoBody>(
  'video',
  { list: publishingApi.adminVideos, item: publishingApi.adminVideo },
  { list: videoListSchema, item: videoSchema, bodyKeys: videoBodySchema.keyof().options },
);

// ---- articles --------------------------------------------------------------------------------

export const adminArticlesQuery = () =>
  apiQuery(adminArticlesKey, publishingApi.adminArticles(), adminArticleListSchema);

export const useAdminArticles = () => useQuery(adminArticlesQuery());

export const adminArticleQuery = (id: number) =>
  apiQuery(adminArticleKey(id), publishingApi.adminArticle({ id }), adminArticleSchema);

/** One article, fresh from the server each time the editor opens it. */
export const useAdminArticle = (id: number | undefined) =>
  useQuery({ ...adminArticleQuery(id ?? 0), enabled: id !== undefined, staleTime: 0 });

/** Keeps the list and the one article in step with an article the server just answered. */
const remember = (client: QueryClient, article: AdminArticle) => {
  client.setQueryData(adminArticleKey(article.id), article);
  client.setQueryData<AdminArticle[]>(adminArticlesKey, (list) =>
    list
      ? list.some((a) => a.id === article.id)
        ? list.map((a) => (a.id === article.id ? article : a))
        : [article, ...list]
      : list,
  );
};

/**
 * Saves an article. `meta` names the toast of a failure: the editor's Save button gives one, its
 * autosave none (the editor's status line and fields show a failure either way).
 */
export function useSaveArticle(meta?: MutationMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ArticleBody }): Promise<AdminArticle> =>
      id
        ? apiSend('PUT', publishingApi.adminArticle({ id }), body, adminArticleSchema)
        : apiSend('POST', publishingApi.adminArticles(), body, adminArticleSchema),
    onSuccess: (article) => {
      remember(client, article);
      return refreshPublic(client);
    },
    ...(meta ? { meta } : {}),
  });
}

export const useDeleteArticle = () =>
  useDelete(publishingApi.adminArticle, adminArticlesKey, 'article');

/** A draft in `language` linked to the article, its text copied to be translated. */
export function useTranslateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, language }: { id: number; language: ContentLanguage }) =>
      apiSend('POST', publishingApi.articleTranslate({ id }), { language }, adminArticleSchema),
    onSuccess: (article) => remember(client, article),
  });
}

/**
 * A newsletter campaign draft made from a published article; it waits in the Newsletter tab. A
 * failure toasts `errorTitle` (the page's language).
 */
export function useArticleNewsletter({ errorTitle }: { errorTitle: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend('POST', publishingApi.articleNewsletter({ id }), undefined, campaignSchema),
    onSettled: () => client.invalidateQueries({ queryKey: campaignsKey }),
    meta: { errorTitle },
  });
}

/** The server's rendering of `content`, as the public page renders it (references in `language`). */
export const articlePreviewQuery = (content: string, language: ContentLanguage) =>
  queryOptions({
    queryKey: [publishingApi.articlePreview.pattern, language, content],
    queryFn: ({ signal }) =>
      apiSend(
        'POST',
        publishingApi.articlePreview(),
        { content, language },
        articlePreviewSchema,
        signal,
      ),
  });

/**
 * The editor's preview of `content`. Each text is asked once (the caller debounces it); the last
 * preview stays while the next loads.
 */
export const useArticlePreview = (content: string, language: ContentLanguage) =>
  useQuery({
    ...articlePreviewQuery(content, language),
    enabled: content.trim() !== '',
    placeholderData: keepPreviousData,
    gcTime: 60_000,
  });
