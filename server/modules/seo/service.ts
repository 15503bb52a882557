import { desc, eq } from 'drizzle-orm';
import { pages } from '../../../contract/pages';
import { indexable, sitemapPaths, type ListedIds } from '../../../contract/seo';
import type { Database } from '../../db/connect';
import { questions, studyGroups } from '../../db/schema';

/**
 * A sitemap holds at most 50,000 addresses. The route table and the Bible's 1,189 chapters take
 * about 1,200; the newest published questions and active groups fill the rest. (More would need a
 * sitemap index.)
 */
const MAX_QUESTIONS = 45_000;
const MAX_GROUPS = 3_000;

/**
 * Public reads the indexable pages make as they render. Crawlers that run the page's script
 * (Google's) need them to see a question, a group or a chapter, so they stay open while the rest
 * of the API is closed; crawlers take the longest matching rule, so these win over `/api/`.
 */
const RENDERED_API = [
  '/api/bible/',
  '/api/ebooks',
  '/api/videos',
  '/api/questions',
  '/api/study-groups',
];

/** The fixed part of a route before its first parameter: '/admin', '/questions/my'. */
const prefixOf = (path: string) => path.split('/:')[0] ?? path;

/** robots.txt: the public site open, the API and every page the route table keeps unlisted closed. */
export function robotsTxt(publicUrl: string): string {
  const closed = pages.filter((page) => !indexable[page.key]).map((page) => prefixOf(page.path));
  return [
    'User-agent: *',
    ...RENDERED_API.map((path) => `Allow: ${path}`),
    'Disallow: /api/',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Ids of the public items with their own page: published questions and active groups. */
export async function listedIds(db: Database): Promise<ListedIds> {
  const [questionRows, groupRows] = await Promise.all([
    db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.isPublic, true))
      .orderBy(desc(questions.id))
      .limit(MAX_QUESTIONS),
    db
      .select({ id: studyGroups.id })
      .from(studyGroups)
      .where(eq(studyGroups.isActive, true))
      .orderBy(desc(studyGroups.id))
      .limit(MAX_GROUPS),
  ]);
  return {
    questionDetail: questionRows.map((row) => row.id),
    studyGroupDetail: groupRows.map((row) => row.id),
  };
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The sitemap (sitemaps.org 0.9) of every indexable address, absolute at PUBLIC_URL. */
export function sitemapXml(publicUrl: string, listed: ListedIds): string {
  const urls = sitemapPaths(listed).map(
    (path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
