import { campaignSchema, type Campaign } from '@contract/newsletter';
import { videoSchema, type Video, ebookSchema, type Ebook } from '@contract/catalog';
import {
  adminArticleSchema,
  articlePreviewSchema,
  mediaSchema,
  type AdminArticle,
  type ArticleBody,
  type ContentLanguage,
  type EbookBody,
  type Media,
  type VideoBody,
} from '@contract/publishing';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, apiUpload } from '@client/lib/api';
import { CAMPAIGNS } from '../newsletter-api';

const EBOOKS = '/api/admin/ebooks';
const VIDEOS = '/api/admin/videos';
const ARTICLES = '/api/admin/articles';
const MEDIA = '/api/admin/media';

export const adminEbooksKey = [EBOOKS] as const;
export const adminVideosKey = [VIDEOS] as const;
export const adminArticlesKey = [ARTICLES] as const;
export const adminArticleKey = (id: number) => [ARTICLES, id] as const;

const json = async (res: Response): Promise<unknown> => res.json();

/**
 * What visitors read (store, home, videos, articles) may be cached in this tab: after a write it
 * is fetched again, so the admin sees the change on the public pages at once.
 */
const PUBLIC_READS = /^\/api\/(ebooks|videos|articles)(\/|\?|$)/;
export const isPublicRead = (key: readonly unknown[]): boolean => {
  const [first] = key;
  return (
    typeof first === 'string' &&
    (PUBLIC_READS.test(first) || first === 'ebooks' || first === 'videos' || first === 'articles')
  );
};
const refreshPublic = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => isPublicRead(query.queryKey) });

// ---- images ----------------------------------------------------------------------------------

/** Uploads an image (`file` field); `onProgress` gets the share sent so far, 0..1. */
export async function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Media> {
  const form = new FormData();
  form.append('file', file);
  return mediaSchema.parse(await apiUpload<unknown>(MEDIA, form, onProgress, signal));
}

// ---- ebooks ----------------------------------------------------------------------------------

export const useAdminEbooks = () =>
  useQuery({
    queryKey: adminEbooksKey,
    queryFn: async () => z.array(ebookSchema).parse(await json(await apiRequest('GET', EBOOKS))),
  });

export function useSaveEbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: EbookBody }): Promise<Ebook> =>
      ebookSchema.parse(
        await json(await apiRequest(id ? 'PUT' : 'POST', id ? `${EBOOKS}/${id}` : EBOOKS, body)),
      ),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminEbooksKey }), refreshPublic(client)]),
  });
}

/** An ebook's body as stored, to send back with one thing changed (featured, position). */
export const ebookBodyOf = (ebook: Ebook): EbookBody => ({
  title: ebook.title,
  description: ebook.description,
  price: ebook.price,
  amazonUrl: ebook.amazonUrl,
  rating: ebook.rating,
  reviewCount: ebook.reviewCount,
  featured: ebook.featured,
  coverImage: ebook.coverImage,
  position: ebook.position,
});

/** Saves new positions one ebook after another (the server has no batch write for order). */
export function useReorderEbooks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { ebook: Ebook; position: number }[]) => {
      for (const { ebook, position } of changes) {
        await apiRequest('PUT', `${EBOOKS}/${ebook.id}`, { ...ebookBodyOf(ebook), position });
      }
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminEbooksKey }), refreshPublic(client)]),
  });
}

export function useDeleteEbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${EBOOKS}/${id}`);
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminEbooksKey }), refreshPublic(client)]),
  });
}

// ---- videos ----------------------------------------------------------------------------------

export const useAdminVideos = () =>
  useQuery({
    queryKey: adminVideosKey,
    queryFn: async () => z.array(videoSchema).parse(await json(await apiRequest('GET', VIDEOS))),
  });

export function useSaveVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: VideoBody }): Promise<Video> =>
      videoSchema.parse(
        await json(await apiRequest(id ? 'PUT' : 'POST', id ? `${VIDEOS}/${id}` : VIDEOS, body)),
      ),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminVideosKey }), refreshPublic(client)]),
  });
}

/** A video's body as stored, to send back with one thing changed (featured). */
export const videoBodyOf = (video: Video): VideoBody => ({
  title: video.title,
  description: video.description,
  youtubeId: video.youtubeId,
  category: video.category,
  duration: video.duration,
  featured: video.featured,
  publishedAt: video.publishedAt,
});

export function useDeleteVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${VIDEOS}/${id}`);
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminVideosKey }), refreshPublic(client)]),
  });
}

// ---- articles --------------------------------------------------------------------------------

export const useAdminArticles = () =>
  useQuery({
    queryKey: adminArticlesKey,
    queryFn: async () =>
      z.array(adminArticleSchema).parse(await json(await apiRequest('GET', ARTICLES))),
  });

/** One article, fresh from the server each time the editor opens it. */
export const useAdminArticle = (id: number | undefined) =>
  useQuery({
    queryKey: adminArticleKey(id ?? 0),
    queryFn: async () =>
      adminArticleSchema.parse(await json(await apiRequest('GET', `${ARTICLES}/${id}`))),
    enabled: id !== undefined,
    staleTime: 0,
  });

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

export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: ArticleBody }): Promise<AdminArticle> =>
      adminArticleSchema.parse(
        await json(
          await apiRequest(id ? 'PUT' : 'POST', id ? `${ARTICLES}/${id}` : ARTICLES, body),
        ),
      ),
    onSuccess: (article) => {
      remember(client, article);
      return refreshPublic(client);
    },
  });
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ARTICLES}/${id}`);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminArticlesKey }),
        refreshPublic(client),
      ]),
  });
}

/** A draft in `language` linked to the article, its text copied to be translated. */
export function useTranslateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, language }: { id: number; language: ContentLanguage }) =>
      adminArticleSchema.parse(
        await json(await apiRequest('POST', `${ARTICLES}/${id}/translate`, { language })),
      ),
    onSuccess: (article) => remember(client, article),
  });
}

/** A newsletter campaign draft made from a published article; it waits in the Newsletter tab. */
export function useArticleNewsletter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<Campaign> =>
      campaignSchema.parse(await json(await apiRequest('POST', `${ARTICLES}/${id}/newsletter`))),
    onSettled: () => client.invalidateQueries({ queryKey: [CAMPAIGNS] }),
  });
}

/**
 * The editor's preview of `content`, rendered by the server as the public page renders it. Each
 * text is asked once (the caller debounces it); the last preview stays while the next loads.
 */
export const useArticlePreview = (content: string) =>
  useQuery({
    queryKey: [`${ARTICLES}/preview`, content],
    queryFn: async ({ signal }) =>
      articlePreviewSchema.parse(
        await json(await apiRequest('POST', `${ARTICLES}/preview`, { content }, signal)),
      ),
    enabled: content.trim() !== '',
    placeholderData: keepPreviousData,
    gcTime: 60_000,
  });
