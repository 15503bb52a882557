/**
 * Publishing, as one service over its two sides: what visitors read (`public-reads.ts`) and what
 * the administrator writes (`admin-writes.ts`), with the images (`media.ts`). The dependencies
 * are given here once; each side's functions take them as arguments.
 */
import { type ContentLanguage } from '../../../contract/publishing';
import type { Campaign, CampaignBody } from '../../../contract/newsletter';
import type { Database, DbOrTx } from '../../db/types';
import { upcomingTimes } from '../../domain/published-content';
import type { ContentVersion } from '../../infra/content-version';
import type { MediaStore } from '../../infra/media-store';
import { renderArticleHtml } from './markdown';
import { saveImage, type SaveImageOptions } from './media';
import {
  campaignFromArticle,
  createArticle,
  createEbook,
  createVideo,
  deleteArticle,
  deleteEbook,
  deleteVideo,
  adminEbook,
  adminVideo,
  getAdminArticle,
  listAdminArticles,
  listAdminEbooks,
  listAdminVideos,
  translateArticle,
  updateArticle,
  updateEbook,
  updateVideo,
  type ArticleInput,
  type EbookInput,
  type VideoInput,
} from './admin-writes';
import {
  featuredArticles,
  feedArticles,
  getPublicArticle,
  listPublicArticles,
  type ArticleListQuery,
} from './public-reads';

export interface PublishingServiceDeps {
  db: Database;
  clock: () => Date;
  /** Moved on after every write here, so kept public answers and pages are read again. */
  contentVersion: ContentVersion;
  media: MediaStore;
  publicUrl: string;
  /** Makes a newsletter campaign draft (the newsletter's own service, handed in by the app). */
  createCampaignDraft: (body: CampaignBody) => Promise<Campaign>;
}

/** The administrator's ebooks, videos, articles and images, and the articles visitors read. */
export function createPublishingService(deps: PublishingServiceDeps) {
  const { db, clock, contentVersion, media, publicUrl } = deps;

  /** After every write of published content: kept answers go, scheduled times are known again. */
  async function written<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    contentVersion.changed(await upcomingTimes(db, clock()));
    return result;
  }

  return {
    // ---- images ----
    saveImage: (image: Buffer, options?: SaveImageOptions) =>
      saveImage(db, media, image, clock(), options),
    /** A stored rendition by its name, or undefined. */
    openImage: (name: string) => media.open(name),

    // ---- ebooks, videos and articles: the administrator's ----
    ebooks: {
      listAdmin: () => listAdminEbooks(db),
      getAdmin: (id: number, dbOrTx: DbOrTx = db) => adminEbook(dbOrTx, id),
      create: (body: EbookInput) => written(createEbook(db, body)),
      update: (id: number, body: EbookInput) => written(updateEbook(db, id, body)),
      remove: (id: number) => written(deleteEbook(db, id)),
    },
    videos: {
      listAdmin: () => listAdminVideos(db),
      getAdmin: (id: number, dbOrTx: DbOrTx = db) => adminVideo(dbOrTx, id),
      create: (body: VideoInput) => written(createVideo(db, body, clock())),
      update: (id: number, body: VideoInput) => written(updateVideo(db, id, body)),
      remove: (id: number) => written(deleteVideo(db, id)),
    },
    articles: {
      listAdmin: () => listAdminArticles(db),
      getAdmin: (id: number, dbOrTx: DbOrTx = db) => getAdminArticle(dbOrTx, id),
      create: (body: ArticleInput) => written(createArticle(db, body, clock())),
      update: (id: number, body: ArticleInput) => written(updateArticle(db, id, body, clock())),
      remove: (id: number) => written(deleteArticle(db, id)),
    },
    /** The article page's rendering of Markdown, for the editor's preview. */
    previewArticle: (content: string, language: ContentLanguage) => ({
      html: renderArticleHtml(content, language),
    }),
    translateArticle: (id: number, language: ContentLanguage) =>
      written(translateArticle(db, id, language, clock())),
    /** A newsletter campaign draft made from a published article. */
    async newsletterDraft(id: number): Promise<Campaign> {
      return deps.createCampaignDraft(await campaignFromArticle(db, id, clock(), publicUrl));
    },

    // ---- articles: what visitors read ----
    listPublicArticles: (query: ArticleListQuery, pageSize: number) =>
      listPublicArticles(db, query, clock(), pageSize),
    featuredArticles: (lang: ContentLanguage) => featuredArticles(db, lang, clock()),
    feedArticles: (lang: ContentLanguage, limit: number) => feedArticles(db, lang, clock(), limit),
    getPublicArticle: (slug: string) => getPublicArticle(db, slug, clock()),
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
