/**
 * Teachings, as one service: what editors write (`admin.ts`), the audio files (`audio.ts`) and
 * what listeners read (`public-reads.ts`). The dependencies are given here once.
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Database, DbOrTx } from '../../db/types';
import type { ByteRange, ObjectStore } from '../../infra/object-store';
import {
  deleteSeries,
  deleteSpeaker,
  deleteTeaching,
  getAdminTeaching,
  listAdminTeachings,
  listSeries,
  getSeries,
  getSpeaker,
  listSpeakers,
  saveSeries,
  saveSpeaker,
  saveTeaching,
  type SeriesInput,
  type SpeakerInput,
  type TeachingInput,
} from './admin';
import type { ContentLanguage } from '../../../contract/publishing';
import type { SaveListeningBody } from '../../../contract/teachings';
import { audioFile, receiveAudio } from './audio';
import { getListening, saveListening } from './listening';
import { languagePodcast, seriesPodcast } from './podcast';
import { cancelUpload, completeUpload, receiveChunk, startUpload, uploadState } from './resumable';
import {
  getPublicSeries,
  getPublicTeaching,
  listPublicTeachings,
  publicTranscript,
  type RenderMarkdown,
  type TeachingListQuery,
} from './public-reads';

export interface TeachingsServiceDeps {
  db: Database;
  clock: () => Date;
  /** Where audio files are kept. */
  audio: ObjectStore;
  /** A folder on this server's disk for the bytes of resumable uploads under way. */
  uploadsDir: string;
  /** A teaching's notes as the article pages render Markdown. */
  renderMarkdown: RenderMarkdown;
  /** PUBLIC_URL without a trailing slash: the feeds' addresses are absolute. */
  publicUrl: string;
  /** The address podcast directories write to about the shows. */
  podcastOwnerEmail: string;
}

export function createTeachingsService(deps: TeachingsServiceDeps) {
  const { db, clock, audio, renderMarkdown } = deps;
  const uploads = { db, audio, dir: deps.uploadsDir, clock };
  const owner = { publicUrl: deps.publicUrl, ownerEmail: deps.podcastOwnerEmail };
  return {
    receiveAudio: (request: FastifyRequest) => receiveAudio(request, db, audio, clock()),
    audioFile: (key: string) => audioFile(db, key),
    openAudio: (key: string, range?: ByteRange) => audio.get(key, range),
    startUpload: (userId: number, bytes: number) => startUpload(uploads, userId, bytes),
    uploadState: (userId: number, id: string, dbOrTx?: DbOrTx) =>
      uploadState(uploads, userId, id, dbOrTx),
    receiveChunk: (userId: number, id: string, offset: number | undefined, source: Readable) =>
      receiveChunk(uploads, userId, id, offset, source),
    completeUpload: (userId: number, id: string) => completeUpload(uploads, userId, id),
    cancelUpload: (userId: number, id: string) => cancelUpload(uploads, userId, id),

    speakers: {
      listAdmin: () => listSpeakers(db),
      getAdmin: (id: number, dbOrTx: DbOrTx = db) => getSpeaker(dbOrTx, id),
      create: (body: SpeakerInput) => saveSpeaker(db, body),
      update: (id: number, body: SpeakerInput) => saveSpeaker(db, body, id),
      remove: (id: number) => deleteSpeaker(db, id),
    },
    series: {
      listAdmin: () => listSeries(db),
      getAdmin: (id: number, dbOrTx: DbOrTx = db) => getSeries(dbOrTx, id),
      create: (body: SeriesInput) => saveSeries(db, body, clock()),
      update: (id: number, body: SeriesInput) => saveSeries(db, body, clock(), id),
      remove: (id: number) => deleteSeries(db, id),
    },
    teachings: {
      listAdmin: () => listAdminTeachings(db),
      getAdmin: (id: number, dbOrTx: DbOrTx = db) => getAdminTeaching(dbOrTx, id),
      create: (body: TeachingInput) => saveTeaching(db, body, clock()),
      update: (id: number, body: TeachingInput) => saveTeaching(db, body, clock(), id),
      remove: (id: number) => deleteTeaching(db, id),
    },

    listPublicTeachings: (query: TeachingListQuery) => listPublicTeachings(db, query, clock()),
    getPublicTeaching: (slug: string) => getPublicTeaching(db, slug, clock(), renderMarkdown),
    getPublicSeries: (slug: string) => getPublicSeries(db, slug, clock()),
    publicTranscript: (slug: string) => publicTranscript(db, slug, clock()),
    languagePodcast: (language: ContentLanguage) => languagePodcast(db, owner, language, clock()),
    seriesPodcast: (slug: string) => seriesPodcast(db, owner, slug, clock()),

    getListening: (userId: number, teachingId: number) =>
      getListening(db, userId, teachingId, clock()),
    saveListening: (userId: number, teachingId: number, body: SaveListeningBody) =>
      saveListening(db, userId, teachingId, body, clock()),
  };
}

export type TeachingsService = ReturnType<typeof createTeachingsService>;
