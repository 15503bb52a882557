import { z } from 'zod';
import { apiRoute } from './api-route';
import { MAX_ROW_ID, pageField, requiredText, rowIdField, rowIdParamsSchema } from './fields';
import { BIBLE_BOOKS } from './bible-books';
import { pathTo } from './pages';
import {
  articleStatuses,
  DEFAULT_CONTENT_LANGUAGE,
  type ContentLanguage,
  contentLanguages,
  mediaKeyField,
  publishedAtField,
  slugField,
  SLUG_MAX,
  youtubeIdField,
} from './publishing';

/**
 * Teachings people listen to: sermons in series, by speakers the ministry keeps, with their
 * audio, passages and transcript. One definition for the server's parsing and the admin's forms.
 */

// ---- audio -------------------------------------------------------------------------------------

/** An uploaded audio file's key: 32 lowercase hex characters. */
export const AUDIO_KEY = /^[a-f0-9]{32}$/;
export const AUDIO_KEY_MESSAGE = 'Upload the audio file again';
export const audioKeyField = z.string().regex(AUDIO_KEY, AUDIO_KEY_MESSAGE);

/** The largest audio file accepted: a long teaching in good quality. */
export const AUDIO_MAX_BYTES = 500 * 1024 * 1024;

/** The kinds of audio kept, by what their bytes say, with the extension their address ends in. */
export const audioTypes = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
} as const;
export type AudioMimeType = keyof typeof audioTypes;
export const isAudioMimeType = (value: string): value is AudioMimeType => value in audioTypes;

/** Where an audio file is served: /media/audio/{key}.{mp3|m4a|ogg}. */
export const audioPath = (key: string, mimeType: AudioMimeType): string =>
  `/media/audio/${key}.${audioTypes[mimeType]}`;

export const audioSchema = z.object({
  key: z.string(),
  url: z.string(),
  durationSeconds: z.number(),
  bytes: z.number().int(),
  mimeType: z.enum(Object.keys(audioTypes) as [AudioMimeType, ...AudioMimeType[]]),
});
export type Audio = z.infer<typeof audioSchema>;

export const AUDIO_WRONG_TYPE = 'Choose an MP3, M4A (AAC) or Ogg (Opus) audio file';
export const AUDIO_TOO_LARGE = `The audio file is larger than ${AUDIO_MAX_BYTES / (1024 * 1024)} MB`;
export const AUDIO_MISSING = 'Choose an audio file to upload (the form field "file")';

/**
 * A resumable upload: started with the file's size, sent in chunks of at most this many bytes
 * (PATCH with `Upload-Offset`), asked where it stands after a dropped connection, then completed.
 */
export const AUDIO_CHUNK_MAX_BYTES = 16 * 1024 * 1024;
export const AUDIO_EMPTY = 'The audio file is empty';
export const audioUploadStartSchema = z.object({
  bytes: z
    .number({ error: AUDIO_MISSING })
    .int(AUDIO_MISSING)
    .min(1, AUDIO_EMPTY)
    .max(AUDIO_MAX_BYTES, AUDIO_TOO_LARGE),
});
export const audioUploadSchema = z.object({
  id: z.string(),
  /** How many bytes the server has; the next chunk starts here. */
  offset: z.number().int(),
  bytes: z.number().int(),
});
export type AudioUpload = z.infer<typeof audioUploadSchema>;
export const audioUploadParamsSchema = z.object({
  id: z.string().regex(AUDIO_KEY, 'Upload not found'),
});
/** The header a chunk names its first byte's place in. */
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
/** The type a chunk is sent as (the tus protocol's). */
export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';
export const UPLOAD_OFFSET_MISMATCH =
  'The upload has moved on: ask where it stands and send from there';
export const UPLOAD_NOT_FINISHED = 'The upload is not finished: send the rest first';
export const UPLOAD_CHUNK_TOO_LARGE = 'The chunk is larger than allowed or runs past the file';

// ---- speakers ----------------------------------------------------------------------------------

export const speakerBodySchema = z.object({
  name: requiredText('Name', 120),
  bio: z.string().trim().max(2000, 'Biography must be at most 2000 characters').nullish(),
  /** An uploaded image (the media API). */
  photo: mediaKeyField.nullish(),
});
export type SpeakerBody = z.input<typeof speakerBodySchema>;

export const speakerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string().nullable(),
  photo: z.string().nullable(),
});
export type Speaker = z.infer<typeof speakerSchema>;

export const SPEAKER_NAME_TAKEN = 'Another speaker already has this name';
export const SPEAKER_IN_USE = 'Teachings name this speaker: change them first';

// ---- series ------------------------------------------------------------------------------------

/** A show's address on Spotify: https://open.spotify.com/show/{id}, maybe with a query. */
export const SPOTIFY_SHOW_URL =
  /^https:\/\/open\.spotify\.com\/show\/[A-Za-z0-9]{10,40}(\?[^\s]{0,200})?$/;
export const SPOTIFY_URL_MESSAGE =
  "Paste the show's address on Spotify (https://open.spotify.com/show/…)";

export const seriesBodySchema = z.object({
  title: requiredText('Title', 200),
  /** Left out or empty: made from the title. */
  slug: z.union([z.literal(''), slugField]).optional(),
  description: requiredText('Description', 4000),
  language: z.enum(contentLanguages, { error: 'Choose a language' }),
  /** An uploaded image (the media API). */
  artwork: mediaKeyField.nullish(),
  /**
   * The show's page on Spotify, once the ministry has submitted the feed there (Spotify opens no
   * feed by its address, so "Subscribe" shows Spotify only with this). Empty: none.
   */
  spotifyUrl: z
    .union([z.literal(''), z.string().trim().regex(SPOTIFY_SHOW_URL, SPOTIFY_URL_MESSAGE)])
    .nullish(),
});
export type SeriesBody = z.input<typeof seriesBodySchema>;

export const seriesSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  language: z.enum(contentLanguages),
  artwork: z.string().nullable(),
  /**
   * The artwork was kept before series artwork had its square JPEG for podcast directories: the
   * feed shows a smaller WebP until it is uploaded again.
   */
  artworkNeedsUpload: z.boolean(),
  spotifyUrl: z.string().nullable(),
});
export type Series = z.infer<typeof seriesSchema>;

export const ARTWORK_REUPLOAD =
  'Upload the artwork again (1400–3000 px square JPEG needed by podcast directories)';

export const SERIES_SLUG_TAKEN = 'Another series already uses this address';
export const SERIES_IN_USE = 'Teachings belong to this series: move or delete them first';

// ---- teachings ---------------------------------------------------------------------------------

/** A transcript as uploaded: the text of a WebVTT or SRT file. */
export const TRANSCRIPT_MAX_CHARS = 1_000_000;
export const TRANSCRIPT_UNREADABLE = 'Upload the transcript as a WebVTT or SRT file with timings';
export const PASSAGES_MAX = 20;
export const TOPICS_MAX = 10;
export const passageUnreadable = (written: string): string =>
  `“${written}” is not a Bible reference (for example John 3:16 or Romans 8)`;
export const TEACHING_SLUG_TAKEN = 'Another teaching already uses this address';
export const TEACHING_SCHEDULE_NEEDS_FUTURE =
  'Choose a time in the future to schedule the teaching';
export const SERIES_NOT_FOUND = 'The series was not found';
export const SPEAKER_NOT_FOUND = 'The speaker was not found';
export const EPISODE_TAKEN = 'Another teaching of the series has this episode number';

export const teachingBodySchema = z.object({
  title: requiredText('Title', 200),
  /** Left out or empty: made from the title. */
  slug: z.union([z.literal(''), slugField]).optional(),
  description: requiredText('Description', 4000),
  language: z.enum(contentLanguages, { error: 'Choose a language' }),
  seriesId: z.number().int().min(1).max(MAX_ROW_ID).nullish(),
  speakerId: z.number().int().min(1).max(MAX_ROW_ID).nullish(),
  topics: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A topic cannot be empty')
        .max(40, 'A topic must be at most 40 characters'),
    )
    .max(TOPICS_MAX, `At most ${TOPICS_MAX} topics`)
    .optional(),
  /** References as people write them ('John 3:16-18', 'Romanos 8'); each must read as one. */
  passages: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A passage cannot be empty')
        .max(100, 'A passage must be at most 100 characters'),
    )
    .max(PASSAGES_MAX, `At most ${PASSAGES_MAX} passages`)
    .optional(),
  audioKey: audioKeyField.nullish(),
  youtubeId: youtubeIdField.nullish(),
  notes: z.string().max(100_000, 'Notes must be at most 100000 characters').nullish(),
  /** The text of a WebVTT or SRT file; empty or null: no transcript. */
  transcript: z
    .string()
    .max(TRANSCRIPT_MAX_CHARS, `The transcript must be at most ${TRANSCRIPT_MAX_CHARS} characters`)
    .nullish(),
  episode: z
    .number({ error: 'Episode must be a whole number' })
    .int('Episode must be a whole number')
    .min(1, 'Episode must be 1 or more')
    .max(100_000, 'Episode must be at most 100000')
    .nullish(),
  status: z.enum(articleStatuses, { error: 'Choose draft, scheduled or published' }),
  /** Required when scheduled (and then in the future); left out when published: now. */
  publishedAt: publishedAtField.nullish(),
});
export type TeachingBody = z.input<typeof teachingBodySchema>;

/** One line of a transcript: from `start` to `end` seconds. */
export const cueSchema = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type Cue = z.infer<typeof cueSchema>;

const vttTime = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/**
 * Timed lines as a WebVTT file (their text escaped, so nothing in it reads as markup): what
 * podcast apps fetch, and what the editor sends back when a teaching is saved again.
 */
export function cuesToWebVtt(cues: readonly Cue[]): string {
  const escaped = (line: string) =>
    line
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/-->/g, '--&gt;');
  return `WEBVTT\n\n${cues
    .map((cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${escaped(cue.text)}\n`)
    .join('\n')}`;
}

export const passageSchema = z.object({
  /** OSIS notation: 'John.3.16-John.3.18'. */
  osis: z.string(),
  /** As readers write it in the teaching's language: 'Juan 3:16–18'. */
  label: z.string(),
});
export type Passage = z.infer<typeof passageSchema>;

export const adminTeachingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  language: z.enum(contentLanguages),
  seriesId: z.number().int().nullable(),
  speakerId: z.number().int().nullable(),
  topics: z.array(z.string()),
  passages: z.array(passageSchema),
  audio: audioSchema.nullable(),
  youtubeId: z.string().nullable(),
  notes: z.string().nullable(),
  transcript: z.array(cueSchema).nullable(),
  episode: z.number().int().nullable(),
  status: z.enum(articleStatuses),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminTeaching = z.infer<typeof adminTeachingSchema>;

export const idParamsSchema = rowIdParamsSchema();
export const teachingSlugParamsSchema = z.object({ slug: z.string().max(SLUG_MAX * 2) });

// ---- public reads ------------------------------------------------------------------------------

export const TEACHINGS_PAGE_SIZE = 12;

export const teachingListQuerySchema = z.object({
  lang: z.enum(contentLanguages).default('en'),
  /** A series' slug. */
  series: z
    .string()
    .max(SLUG_MAX * 2)
    .optional(),
  speaker: z.coerce.number().int().min(1).max(MAX_ROW_ID).optional(),
  /** A book's OSIS name ('Gen', 'Rom'). */
  book: z
    .string()
    .max(10)
    .regex(/^[1-3]?[A-Za-z]+$/)
    .optional(),
  topic: z.string().trim().max(40).optional(),
  page: pageField(10_000),
});

export const teachingSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  language: z.enum(contentLanguages),
  series: z.object({ title: z.string(), slug: z.string() }).nullable(),
  speaker: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  topics: z.array(z.string()),
  passages: z.array(passageSchema),
  publishedAt: z.string(),
  durationSeconds: z.number().nullable(),
  episode: z.number().int().nullable(),
});
export type TeachingSummary = z.infer<typeof teachingSummarySchema>;

export const teachingPageSchema = z.object({
  items: z.array(teachingSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeachingPage = z.infer<typeof teachingPageSchema>;

export const publicTeachingSchema = teachingSummarySchema.extend({
  audio: audioSchema.nullable(),
  youtubeId: z.string().nullable(),
  transcript: z.array(cueSchema).nullable(),
  /** The notes rendered as the article pages render Markdown; null without notes. */
  notesHtml: z.string().nullable(),
  /** The transcript as WebVTT, for players and podcast apps; null without one. */
  transcriptUrl: z.string().nullable(),
});
export type PublicTeaching = z.infer<typeof publicTeachingSchema>;

export const publicSeriesSchema = seriesSchema.extend({
  teachings: z.array(teachingSummarySchema),
});
export type PublicSeries = z.infer<typeof publicSeriesSchema>;

export const TEACHING_NOT_FOUND = 'Teaching not found';

export const teachingsApi = {
  audio: apiRoute('/api/admin/media/audio'),
  audioUploads: apiRoute('/api/admin/media/audio/uploads'),
  audioUpload: apiRoute('/api/admin/media/audio/uploads/:id'),
  audioUploadComplete: apiRoute('/api/admin/media/audio/uploads/:id/complete'),
  adminTeachings: apiRoute('/api/admin/teachings'),
  adminTeaching: apiRoute('/api/admin/teachings/:id'),
  adminSeriesList: apiRoute('/api/admin/series'),
  adminSeries: apiRoute('/api/admin/series/:id'),
  adminSpeakers: apiRoute('/api/admin/speakers'),
  adminSpeaker: apiRoute('/api/admin/speakers/:id'),
  teachings: apiRoute('/api/teachings'),
  teaching: apiRoute('/api/teachings/:slug'),
  series: apiRoute('/api/series/:slug'),
  listening: apiRoute('/api/me/listening/:teachingId'),
} as const;

// ---- where a member stopped listening ------------------------------------------------------------

/** A position past the longest teaching kept (a whole day) is no position. */
export const LISTENING_MAX_SECONDS = 24 * 60 * 60;
export const LISTENING_MESSAGES = {
  seconds: `Seconds must be a whole number from 0 to ${LISTENING_MAX_SECONDS}`,
} as const;

export const listeningParamsSchema = z.object({
  teachingId: rowIdField(TEACHING_NOT_FOUND),
});
export const saveListeningBodySchema = z.object({
  seconds: z
    .number({ error: LISTENING_MESSAGES.seconds })
    .int(LISTENING_MESSAGES.seconds)
    .min(0, LISTENING_MESSAGES.seconds)
    .max(LISTENING_MAX_SECONDS, LISTENING_MESSAGES.seconds),
});
export type SaveListeningBody = z.infer<typeof saveListeningBodySchema>;
/** Where a member stopped in a teaching's audio (0 and no date when never). */
export const listeningSchema = z.object({
  teachingId: z.number().int(),
  seconds: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type Listening = z.infer<typeof listeningSchema>;

// ---- addresses ---------------------------------------------------------------------------------

export const teachingPath = (slug: string): string => pathTo('teachingDetail', { slug });
export const seriesPath = (slug: string): string => pathTo('teachingSeries', { slug });
/** A series' podcast feed. */
export const seriesPodcastPath = (slug: string): string => `/podcast/${slug}.xml`;
export const teachingApiPath = (slug: string): string => teachingsApi.teaching({ slug });
export const seriesApiPath = (slug: string): string => teachingsApi.series({ slug });

/** What the list shows: a language, and any of a series, a speaker, a book, a topic; a page. */
export interface TeachingListView {
  lang: ContentLanguage;
  series?: string | undefined;
  speaker?: number | undefined;
  book?: string | undefined;
  topic?: string | undefined;
  page: number;
}

const isContentLanguage = (value: string | null): value is ContentLanguage =>
  (contentLanguages as readonly (string | null)[]).includes(value);
const bookOsis = new Set(BIBLE_BOOKS.map((b) => b.osis));

/**
 * The view an address of the list names (`?series=romans&book=Rom&page=2`) on a page in
 * `pageLanguage`; a value the list does not read is left out, so any address shows a list.
 */
export function teachingListViewOf(
  search: string,
  pageLanguage: ContentLanguage = DEFAULT_CONTENT_LANGUAGE,
): TeachingListView {
  const params = new URLSearchParams(search);
  const lang = params.get('lang');
  const series = params.get('series') ?? '';
  const speaker = Number(params.get('speaker') ?? '');
  const book = params.get('book') ?? '';
  const topic = (params.get('topic') ?? '').trim();
  const page = Number(params.get('page') ?? '1');
  return {
    lang: isContentLanguage(lang) ? lang : pageLanguage,
    series: /^[a-z0-9-]{1,200}$/.test(series) ? series : undefined,
    speaker:
      Number.isInteger(speaker) && speaker >= 1 && speaker <= MAX_ROW_ID ? speaker : undefined,
    book: bookOsis.has(book) ? book : undefined,
    topic: topic && topic.length <= 40 ? topic : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The view's query in one order, defaults left out; `pageLanguage` undefined keeps the language. */
function teachingListQuery(view: TeachingListView, pageLanguage: ContentLanguage | undefined) {
  const params = new URLSearchParams();
  if (view.lang !== pageLanguage) params.set('lang', view.lang);
  if (view.series) params.set('series', view.series);
  if (view.speaker) params.set('speaker', String(view.speaker));
  if (view.book) params.set('book', view.book);
  if (view.topic) params.set('topic', view.topic);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The one address of a view of the list, without the page's language prefix. */
export const teachingListHref = (
  view: TeachingListView,
  pageLanguage: ContentLanguage = DEFAULT_CONTENT_LANGUAGE,
): string => pathTo('teachings') + teachingListQuery(view, pageLanguage);

/** The API answer a view of the list shows (also its query key). */
export const teachingListApiPath = (view: TeachingListView): string =>
  teachingsApi.teachings() + teachingListQuery(view, undefined);

/** '1:02:03' or '12:03' for a number of seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
