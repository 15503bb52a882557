import type { SubscribersImportFields, WordpressImportFields } from '../../../contract/imports';
import type { Database } from '../../db/types';
import type { MediaStore } from '../../infra/media-store';
import { contentArchive, peopleCsv, subscribersCsv } from './exports';
import { importSubscribers, type Invite } from './subscribers';
import { importWordpress, type FetchImage, type SaveImage } from './wordpress';

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
  return {
    importWordpress: (file: Buffer, fields: WordpressImportFields) =>
      importWordpress(
        { db, now: clock(), saveImage: deps.saveImage, fetchImage: deps.fetchImage },
        file.toString('utf8'),
        fields,
      ),
    importSubscribers: (file: Buffer, fields: SubscribersImportFields) =>
      importSubscribers({ db, now: clock(), invite: deps.invite }, file, fields),
    contentArchive: () => contentArchive(db, deps.media, clock()),
    subscribersCsv: () => subscribersCsv(db),
    peopleCsv: () => peopleCsv(db),
    today: () => clock().toISOString().slice(0, 10),
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
