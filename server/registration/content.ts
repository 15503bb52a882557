/**
 * What visitors read and the staff keep: the catalogue, the Bible and the site search, articles
 * and their images, imports, the site's own pages and home, studies, the timeline, characters,
 * the trash, teachings and their podcasts, and what search engines are told.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MEDIA_MAX_BYTES } from '../../contract/publishing';
import { sharedBible } from '../infra/bible/load';
import { versionedAnswers } from '../infra/cache';
import { bibleRoutes } from '../modules/bible/routes';
import { createBibleService } from '../modules/bible/service';
import { catalogRoutes } from '../modules/catalog/routes';
import { createCatalogService } from '../modules/catalog/service';
import { charactersRoutes } from '../modules/characters/routes';
import { createCharactersService } from '../modules/characters/service';
import { homeRoutes } from '../modules/home/routes';
import { createHomeService } from '../modules/home/service';
import { importRoutes } from '../modules/imports/routes';
import { createImportsService } from '../modules/imports/service';
import { httpImageFetcher } from '../modules/imports/wordpress';
import { renderArticleHtml } from '../modules/publishing/markdown';
import { publishingRoutes } from '../modules/publishing/routes';
import { createPublishingService } from '../modules/publishing/service';
import { createSitePagesService } from '../modules/publishing/site-pages';
import { sitePagesRoutes } from '../modules/publishing/site-pages-routes';
import { searchRoutes } from '../modules/search/routes';
import { createSearchService } from '../modules/search/service';
import { seoRoutes } from '../modules/seo/routes';
import { createSeoService } from '../modules/seo/service';
import { studiesRoutes } from '../modules/studies/routes';
import { createStudiesService } from '../modules/studies/service';
import { listeningRoutes } from '../modules/teachings/listening-routes';
import { teachingRoutes } from '../modules/teachings/routes';
import { createTeachingsService } from '../modules/teachings/service';
import { timelineRoutes } from '../modules/timeline/routes';
import { createTimelineService } from '../modules/timeline/service';
import { trashRoutes } from '../modules/trash/routes';
import { createTrashService } from '../modules/trash/service';
import type { ModuleContext } from './context';
import type { Foundation } from './foundation';
import type { Outreach } from './outreach';

export async function registerContent(
  app: FastifyInstance,
  { config, database, tuning, clock, rateLimits, infrastructure, fastAnswers }: ModuleContext,
  { contentVersion }: Foundation,
  { newsletter }: Outreach,
) {
  const { db } = database;
  await app.register(catalogRoutes, {
    catalog: createCatalogService({ db, clock }),
    contentVersion,
    fastAnswers,
  });
  const bibles = {
    web: tuning.bibles?.web ?? (() => sharedBible('web').index),
    rv1909: tuning.bibles?.rv1909 ?? (() => sharedBible('rv1909').index),
  };
  await app.register(bibleRoutes, { bible: createBibleService({ bibles }), fastAnswers });
  await app.register(searchRoutes, {
    search: createSearchService({
      db,
      reads: database.reads,
      clock,
      bible: (version) => {
        const index = bibles[version];
        return typeof index === 'function' ? index() : index;
      },
    }),
    db,
    rateLimit: rateLimits.search,
  });

  const publishing = createPublishingService({
    db,
    clock,
    contentVersion,
    media: infrastructure.media,
    publicUrl: config.publicUrl,
    // A newsletter made from an article is an ordinary campaign draft, sent by the campaign flow.
    createCampaignDraft: (body) => newsletter.createCampaign(body),
  });
  await app.register(publishingRoutes, {
    publishing,
    contentVersion,
    publicUrl: config.publicUrl,
    mediaRateLimit: rateLimits.mediaUploads,
  });
  // Moving in: images through publishing's media pipeline, readers through the newsletter's sign-up.
  await app.register(importRoutes, {
    imports: createImportsService({
      db,
      clock,
      saveImage: (bytes) => publishing.saveImage(bytes),
      fetchImage: httpImageFetcher(MEDIA_MAX_BYTES),
      invite: (email, language) => newsletter.subscribe(email, language),
      media: infrastructure.media,
    }),
    rateLimit: rateLimits.imports,
  });

  const sitePages = createSitePagesService({ db, clock, contentVersion });
  const footerAnswers = versionedAnswers(contentVersion);
  await app.register(sitePagesRoutes, { sitePages, contentVersion });
  const versioned = { db, clock, contentVersion };
  await app.register(homeRoutes, { home: createHomeService(versioned), contentVersion });
  await app.register(studiesRoutes, {
    studies: createStudiesService(versioned),
    contentVersion,
  });
  await app.register(timelineRoutes, {
    timeline: createTimelineService(versioned),
    contentVersion,
  });
  await app.register(charactersRoutes, {
    characters: createCharactersService(versioned),
    contentVersion,
  });
  const trash = createTrashService({ ...versioned, logger: app.log });
  app.decorate('trash', trash);
  await app.register(trashRoutes, { trash });

  const teachings = createTeachingsService({
    db,
    clock,
    audio: infrastructure.audio,
    // Chunks of uploads under way, on this machine's disk (see docs/decisions/0062).
    uploadsDir: path.join(config.dataDir, 'audio-uploads'),
    renderMarkdown: renderArticleHtml,
    publicUrl: config.publicUrl,
    // Directories show this address to listeners who write about the show.
    podcastOwnerEmail:
      config.adminNotifyEmail ?? /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
  });
  await app.register(teachingRoutes, {
    teachings,
    uploadRateLimit: rateLimits.mediaUploads,
    chunkRateLimit: rateLimits.audioChunks,
  });
  await app.register(listeningRoutes, { teachings, rateLimit: rateLimits.listening });

  await app.register(seoRoutes, {
    seo: createSeoService({
      db,
      reads: database.reads,
      clock,
      contentVersion,
      publicUrl: config.publicUrl,
    }),
  });

  return {
    footerPages: () => footerAnswers.get('footer', () => sitePages.footerPages()),
    stop: { trash: () => trash.purge.stop() },
  };
}
