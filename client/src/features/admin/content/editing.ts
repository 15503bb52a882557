import type { Video } from '@contract/catalog';
import { DEFAULT_LANGUAGE, isSiteLanguage } from '@contract/i18n';
import {
  articleBodySchema,
  contentLanguages,
  MEDIA_MAX_BYTES,
  SCHEDULE_NEEDS_FUTURE,
  videoBodySchema,
  type AdminArticle,
  type ArticleCategory,
  type ArticleStatus,
  type ContentLanguage,
} from '@contract/publishing';
import { type Ebook } from '@contract/catalog';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import { formatsFor } from '@client/lib/format';

/* The content area's rules that do not need a screen: form values to request bodies, the
   autosave decision, article status and translations, ebook order. */

// ---- validation ------------------------------------------------------------------------------

export type Validation<T> =
  { ok: true; data: T } | { ok: false; errors: Partial<Record<string, string>> };

/** The first message per field of a zod result (fields named as in the body). */
function firstMessages(issues: readonly z.core.$ZodIssue[]): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    // A translation's field is named by its whole path ('translations.es.title').
    const field =
      issue.path[0] === 'translations' ? issue.path.join('.') : String(issue.path[0] ?? 'root');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A react-hook-form resolver from a validation whose field names are the form's. */
export function resolverOf<Form extends FieldValues, Out>(
  validate: (values: Form) => Validation<Out>,
): Resolver<Form, unknown, Out> {
  return async (values) => {
    const result = validate(values);
    if (result.ok) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      if (!message) continue;
      // A dotted name is a nested field, as react-hook-form keeps its errors.
      const path = field.split('.');
      let place = errors;
      for (const part of path.slice(0, -1)) {
        place[part] ??= {};
        place = place[part] as Record<string, unknown>;
      }
      place[path[path.length - 1] ?? field] = { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}

/**
 * Puts the server's `fieldErrors` on the form's own fields; the messages of fields the form does
 * not have are returned, to be shown with the form.
 */
export function applyFieldErrors(
  fieldErrors: Record<string, string[]>,
  fields: readonly string[],
  setError: (field: string, message: string) => void,
): string[] {
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if (fields.includes(field)) setError(field, message);
    else rest.push(message);
  }
  return rest;
}

// ---- images --------------------------------------------------------------------------------

/** The image types the media store takes (it checks the bytes; this spares a doomed upload). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The messages of the page's language (react-intl's), for the rules that word a result. */
type Say = Pick<IntlShape, 'formatMessage' | 'locale'>;

/** Why `file` cannot be a cover, before it is sent, in `intl`'s language; undefined when it may be. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>, intl: Say): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return intl.formatMessage({ id: 'admin.image.wrongType' });
  }
  if (file.size > MEDIA_MAX_BYTES) {
    return intl.formatMessage(
      { id: 'admin.image.tooLarge' },
      { max: MEDIA_MAX_BYTES / 1024 / 1024 },
    );
  }
  return undefined;
}

// ---- dates -----------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local field shows it, in the admin's time zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value (the admin's time zone) as an ISO time; undefined when empty. A value
 * that is not a time is passed on as it is, so validation names it.
 */
export function fromLocalInput(local: string): string | undefined {
  const text = local.trim();
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

// ---- articles --------------------------------------------------------------------------------

export interface ArticleForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: ArticleCategory;
  language: ContentLanguage;
  originalId: number | null;
  featured: boolean;
  status: ArticleStatus;
  /** datetime-local, the admin's time zone. */
  publishedAt: string;
  coverImage: string | null;
}
export type ArticleBodyOut = z.output<typeof articleBodySchema>;

/** The article form's fields, in a fixed order (comparisons and server errors go by it). */
export const ARTICLE_FORM_KEYS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'language',
  'originalId',
  'featured',
  'status',
  'publishedAt',
  'coverImage',
] as const satisfies readonly (keyof ArticleForm)[];

/** The form's values as one comparable text: equal texts, nothing changed. */
export const articleSnapshot = (form: ArticleForm): string =>
  JSON.stringify(ARTICLE_FORM_KEYS.map((key) => form[key]));

export const newArticleForm = (language: ContentLanguage = 'en'): ArticleForm => ({
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: 'Doctrine',
  language,
  originalId: null,
  featured: false,
  status: 'draft',
  publishedAt: '',
  coverImage: null,
});

export const articleFormOf = (article: AdminArticle): ArticleForm => ({
  title: article.title,
  slug: article.slug,
  excerpt: article.excerpt,
  content: article.content,
  category: article.category as ArticleCategory,
  language: article.language,
  originalId: article.originalId,
  featured: article.featured,
  status: article.status,
  publishedAt: toLocalInput(article.publishedAt),
  coverImage: article.coverImage,
});

/**
 * The form as the API takes it. A draft carries no time; a scheduled article its chosen time; a
 * published one keeps the time it was first published (none yet: the server says now), never a
 * future one (that would be a schedule in disguise).
 */
export function articleBodyOf(form: ArticleForm, now: Date): z.input<typeof articleBodySchema> {
  const at = fromLocalInput(form.publishedAt);
  const publishedAt =
    form.status === 'draft'
      ? null
      : form.status === 'scheduled'
        ? (at ?? null)
        : at && new Date(at).getTime() <= now.getTime()
          ? at
          : undefined;
  return {
    title: form.title,
    slug: form.slug.trim(),
    excerpt: form.excerpt,
    content: form.content,
    category: form.category,
    language: form.language,
    originalId: form.originalId,
    featured: form.featured,
    status: form.status,
    ...(publishedAt === undefined ? {} : { publishedAt }),
    coverImage: form.coverImage,
  };
}

export function validateArticle(form: ArticleForm, now: Date): Validation<ArticleBodyOut> {
  const parsed = articleBodySchema.safeParse(articleBodyOf(form, now));
  const errors = parsed.success ? {} : firstMessages(parsed.error.issues);
  if (form.status === 'scheduled' && !errors.publishedAt) {
    const at = fromLocalInput(form.publishedAt);
    if (!at || !(new Date(at).getTime() > now.getTime()))
      errors.publishedAt = SCHEDULE_NEEDS_FUTURE;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, data: parsed.data };
  return { ok: false, errors };
}

/**
 * Whether the editor saves on its own now. Only drafts are autosaved: a change to a scheduled or
 * published article (or one the admin is about to publish) waits for the admin's own Save, so
 * nothing half-written goes live.
 */
export function shouldAutosave(state: {
  /** The status the server has; undefined while the article has never been saved. */
  savedStatus: ArticleStatus | undefined;
  formStatus: ArticleStatus;
  dirty: boolean;
  valid: boolean;
  saving: boolean;
}): boolean {
  return (
    state.dirty &&
    state.valid &&
    !state.saving &&
    state.formStatus === 'draft' &&
    (state.savedStatus === undefined || state.savedStatus === 'draft')
  );
}

/** Visitors can read it: published, or scheduled and its time has come. */
export const isVisible = (article: Pick<AdminArticle, 'status' | 'publishedAt'>, now: Date) =>
  article.status === 'published' ||
  (article.status === 'scheduled' &&
    article.publishedAt !== null &&
    new Date(article.publishedAt).getTime() <= now.getTime());

/** What readers see of an article now: nothing yet (draft), not yet (scheduled), or it. */
export function statusKind(
  article: Pick<AdminArticle, 'status' | 'publishedAt'>,
  now: Date,
): ArticleStatus {
  if (isVisible(article, now)) return 'published';
  return article.status === 'scheduled' && article.publishedAt ? 'scheduled' : 'draft';
}

/** "Draft", "Scheduled for Nov 24, 2026, 4:38 PM" or "Published", in `intl`'s language. */
export function statusLabel(
  article: Pick<AdminArticle, 'status' | 'publishedAt'>,
  now: Date,
  intl: Say,
) {
  const kind = statusKind(article, now);
  if (kind === 'scheduled' && article.publishedAt) {
    return intl.formatMessage(
      { id: 'admin.articles.scheduledFor' },
      {
        date: formatsFor(isSiteLanguage(intl.locale) ? intl.locale : DEFAULT_LANGUAGE).dateTime(
          article.publishedAt,
        ),
      },
    );
  }
  return intl.formatMessage({ id: 'admin.articles.status' }, { status: kind });
}

/** The id an article's translations share: its original's, or its own when it is one. */
export const familyOf = (article: Pick<AdminArticle, 'id' | 'originalId'>) =>
  article.originalId ?? article.id;

/**
 * Articles with their translations together: each original (newest change first) followed by its
 * translations in language order. A translation whose original is gone stands on its own.
 */
export function groupTranslations(articles: readonly AdminArticle[]): AdminArticle[][] {
  const ids = new Set(articles.map((a) => a.id));
  const groups = new Map<number, AdminArticle[]>();
  for (const article of articles) {
    const family = ids.has(familyOf(article)) ? familyOf(article) : article.id;
    const group = groups.get(family) ?? [];
    group.push(article);
    groups.set(family, group);
  }
  const langOrder = (a: AdminArticle) => contentLanguages.indexOf(a.language);
  const latest = (group: AdminArticle[]) => Math.max(...group.map((a) => Date.parse(a.updatedAt)));
  return [...groups.entries()]
    .map(([family, group]) =>
      group.sort((a, b) =>
        a.id === family ? -1 : b.id === family ? 1 : langOrder(a) - langOrder(b) || a.id - b.id,
      ),
    )
    .sort((a, b) => latest(b) - latest(a));
}

/** Languages the article has no version in yet (the choices for "Translate"). */
export function missingLanguages(
  article: Pick<AdminArticle, 'id' | 'originalId' | 'language'>,
  articles: readonly Pick<AdminArticle, 'id' | 'originalId' | 'language'>[],
): ContentLanguage[] {
  const family = familyOf(article);
  const present = new Set<ContentLanguage>([article.language]);
  for (const other of articles) if (familyOf(other) === family) present.add(other.language);
  return contentLanguages.filter((language) => !present.has(language));
}

// ---- ebooks ----------------------------------------------------------------------------------

/** The store's order after the featured book: smaller position first, then the older book. */
export const byPosition = (a: Ebook, b: Ebook) => a.position - b.position || a.id - b.id;

/**
 * The writes that move the ebook at `index` one place up (-1) or down (+1): every book gets its
 * place in the new order as its position, and only the books whose position changes are written
 * (positions left equal by older data are made distinct on the first move).
 */
export function moveEbook(
  ebooks: readonly Ebook[],
  index: number,
  direction: -1 | 1,
): { ebook: Ebook; position: number }[] {
  const target = index + direction;
  if (index < 0 || index >= ebooks.length || target < 0 || target >= ebooks.length) return [];
  const order = [...ebooks];
  const [moved] = order.splice(index, 1);
  if (!moved) return [];
  order.splice(target, 0, moved);
  return order
    .map((ebook, position) => ({ ebook, position }))
    .filter(({ ebook, position }) => ebook.position !== position);
}

// ---- videos ----------------------------------------------------------------------------------

export interface VideoForm {
  title: string;
  description: string;
  /** An id or a pasted YouTube address. */
  youtubeId: string;
  category: string;
  /** Minutes, as typed. */
  duration: string;
  featured: boolean;
  /** datetime-local; empty: now. */
  publishedAt: string;
  /** The title and description in Spanish and Portuguese; blank: not translated. */
  translations: Record<'es' | 'pt', { title: string; description: string }>;
}
export type VideoBodyOut = z.output<typeof videoBodySchema>;

export const newVideoForm = (): VideoForm => ({
  title: '',
  description: '',
  youtubeId: '',
  category: '',
  duration: '',
  featured: false,
  publishedAt: '',
  translations: { es: { title: '', description: '' }, pt: { title: '', description: '' } },
});

export const videoFormOf = (video: Video): VideoForm => ({
  title: video.title,
  description: video.description,
  youtubeId: video.youtubeId,
  category: video.category ?? '',
  duration: video.duration === null ? '' : String(video.duration),
  featured: video.featured,
  publishedAt: toLocalInput(video.publishedAt),
  translations: {
    es: {
      title: video.translations.es?.title ?? '',
      description: video.translations.es?.description ?? '',
    },
    pt: {
      title: video.translations.pt?.title ?? '',
      description: video.translations.pt?.description ?? '',
    },
  },
});

export function videoBodyOfForm(form: VideoForm): z.input<typeof videoBodySchema> {
  const duration = form.duration.trim();
  const publishedAt = fromLocalInput(form.publishedAt);
  return {
    title: form.title,
    description: form.description,
    youtubeId: form.youtubeId,
    category: form.category.trim() || null,
    // A typed "abc" becomes NaN, which the schema names as not a whole number of minutes.
    duration: duration ? Number(duration) : null,
    featured: form.featured,
    ...(publishedAt ? { publishedAt } : {}),
    translations: form.translations,
  };
}

export function validateVideo(form: VideoForm): Validation<VideoBodyOut> {
  const parsed = videoBodySchema.safeParse(videoBodyOfForm(form));
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: firstMessages(parsed.error.issues) };
}
