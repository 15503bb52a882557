/**
 * The teaching editor's form: what its fields hold (text, as inputs give it) and how that is read
 * into the admin API's body by the contract's own schema, so the browser refuses what the server
 * would refuse, with the same messages.
 */
import type { ContentLanguage } from '@contract/publishing';
import {
  cuesToWebVtt,
  teachingBodySchema,
  type AdminTeaching,
  type Audio,
} from '@contract/teachings';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from '../content/editing';

const shape = teachingBodySchema.shape;

/** Empty text: none. */
const orNull = (text: string) => (text.trim() ? text : null);
/** A select's value: a row's id, or none. */
const rowId = z.string().transform((value) => (value ? Number(value) : null));

/** Topics are written with commas between; passages one a line (a reference may hold a comma). */
export const splitTopics = (text: string): string[] =>
  text
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
export const splitLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const teachingFormSchema = teachingBodySchema.extend({
  slug: z.string().pipe(shape.slug.unwrap()),
  seriesId: rowId.pipe(shape.seriesId.unwrap()),
  speakerId: rowId.pipe(shape.speakerId.unwrap()),
  topics: z.string().transform(splitTopics).pipe(shape.topics.unwrap()),
  passages: z.string().transform(splitLines).pipe(shape.passages.unwrap()),
  audioKey: z.string().transform(orNull).pipe(shape.audioKey.unwrap()),
  youtubeId: z.string().transform(orNull).pipe(shape.youtubeId.unwrap()),
  notes: z.string().transform(orNull).pipe(shape.notes.unwrap()),
  transcript: z.string().transform(orNull).pipe(shape.transcript.unwrap()),
  episode: z
    .string()
    .transform((text) => (text.trim() ? Number(text) : null))
    .pipe(shape.episode.unwrap()),
  publishedAt: z
    .string()
    .transform((text) => fromLocalInput(text) ?? null)
    .pipe(shape.publishedAt.unwrap()),
});
export type TeachingForm = z.input<typeof teachingFormSchema>;
export type TeachingFormOut = z.output<typeof teachingFormSchema>;

/** The form's fields, which the server's field errors may name. */
export const TEACHING_FIELDS = teachingFormSchema.keyof().options;

export const newTeachingForm = (language: ContentLanguage): TeachingForm => ({
  title: '',
  slug: '',
  description: '',
  language,
  seriesId: '',
  speakerId: '',
  topics: '',
  passages: '',
  audioKey: '',
  youtubeId: '',
  notes: '',
  transcript: '',
  episode: '',
  status: 'draft',
  publishedAt: '',
});

/** A stored teaching as the form shows it; its transcript written back as WebVTT. */
export const teachingFormOf = (teaching: AdminTeaching): TeachingForm => ({
  title: teaching.title,
  slug: teaching.slug,
  description: teaching.description,
  language: teaching.language,
  seriesId: teaching.seriesId ? String(teaching.seriesId) : '',
  speakerId: teaching.speakerId ? String(teaching.speakerId) : '',
  topics: teaching.topics.join(', '),
  passages: teaching.passages.map((passage) => passage.label).join('\n'),
  audioKey: teaching.audio?.key ?? '',
  youtubeId: teaching.youtubeId ?? '',
  notes: teaching.notes ?? '',
  transcript: teaching.transcript ? cuesToWebVtt(teaching.transcript) : '',
  episode: teaching.episode ? String(teaching.episode) : '',
  status: teaching.status,
  publishedAt: toLocalInput(teaching.publishedAt),
});

/** "12.4 MB": an audio file's size as the editor shows it. */
export const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The audio a stored teaching has, for the field to show before anything is uploaded. */
export const audioOf = (teaching: AdminTeaching | undefined): Audio | null =>
  teaching?.audio ?? null;
