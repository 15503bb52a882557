/**
 * Where the renditions of uploaded images live, by name (`{key}-{width}.webp`, and a series'
 * artwork's square JPEG for podcast directories, `{key}-{side}.jpg`): an ObjectStore
 * (a local directory at MEDIA_DIR, or an S3-compatible bucket under `media/`).
 */
import { createDirectoryObjectStore, type ObjectStore, type StoredObject } from './object-store';

export type StoredMedia = StoredObject;

export interface MediaStore {
  /** Writes a whole rendition under `name` (never replacing one: names are new each upload). */
  put(name: string, data: Buffer): Promise<void>;
  /** The rendition called `name`, or undefined when there is none. */
  open(name: string): Promise<StoredMedia | undefined>;
  /** Removes a rendition; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

/** The names the store accepts: an upload's key, a width and a format. Nothing else reaches the store. */
export const MEDIA_NAME = /^[a-f0-9]{32}-[1-9][0-9]{0,4}\.(webp|jpg)$/;

/** The type a stored rendition is served with, by its name. */
export const mediaType = (name: string): 'image/jpeg' | 'image/webp' =>
  name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';

const checked = (name: string) => {
  if (!MEDIA_NAME.test(name)) throw new Error('Bad media name');
  return name;
};

export function createMediaStore(objects: ObjectStore): MediaStore {
  return {
    put: async (name, data) => objects.put(checked(name), data),
    open: async (name) => (MEDIA_NAME.test(name) ? objects.get(name) : undefined),
    remove: async (name) => objects.remove(checked(name)),
  };
}

/** Renditions in a local directory (served through the app at /media/, never statically). */
export const createLocalMediaStore = (dir: string): MediaStore =>
  createMediaStore(createDirectoryObjectStore(dir, { mode: 0o644 }));
