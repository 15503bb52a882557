import {
  IMPORT_RUNNING,
  type SubscribersImportFields,
  type WordpressImportFields,
} from '../../../contract/imports';
import { conflict } from '../../errors';
import type { Database } from '../../db/types';
import type { MediaStore } from '../../infra/media-store';
import { contentArchive, peopleCsv, subscribersCsv } from './exports';
import { importSubscribers, type Invite } from './subscribers';
import {
  importWordpress,
  type FetchImage,
  type OnImportProgress,
  type SaveImage,
} from './wordpress';

export interface ImportsServiceDeps {
  db: Database;
  clock: () => Date;
  /** The media pipeline's own saving of an image (publishing's). */
  saveImage: SaveImage;
  /** Reads an image from the old site. */
  fetchImage: FetchImage;
  /** The newsletter's own sign-up, confirmation e-mail included. */
  invite: Invite;
  /** The images, read for the content export. */
  media: MediaStore;
}

export function createImportsService(deps: ImportsServiceDeps) {
  const { db, clock } = deps;
  // One WordPress import at a time in this process: a second is told so (409) rather than left
  // waiting for the first's write lock. The writes are safe across processes on their own
  // (wordpress.ts); see 0075-import-progress-as-a-stream.md.
  let wordpressRunning = false;
  return {
    /** Refused (409) while another runs; `onProgress` hears of each post as it is taken up. */
    async importWordpress(
      file: Buffer,
      fields: WordpressImportFields,
      onProgress?: OnImportProgress,
    ) {
      if (wordpressRunning) throw conflict(IMPORT_RUNNING);
      wordpressRunning = true;
      try {
        return await importWordpress(
          { db, now: clock(), saveImage: deps.saveImage, fetchImage: deps.fetchImage },
          file.toString('utf8'),
          fields,
          onProgress,
        );
      } finally {
        wordpressRunning = false;
      }
    },
    importSubscribers: (file: Buffer, fields: SubscribersImportFields) =>
      importSubscribers({ db, now: clock(), invite: deps.invite }, file, fields),
    contentArchive: () => contentArchive(db, deps.media, clock()),
    subscribersCsv: () => subscribersCsv(db),
    peopleCsv: () => peopleCsv(db),
    today: () => clock().toISOString().slice(0, 10),
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
