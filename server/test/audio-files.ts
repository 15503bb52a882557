/**
 * Real audio files for the upload tests, made by Debian's ffmpeg (installed with apt-get when it
 * is missing, as the browser tests install Chromium): a sine tone encoded as MP3 (LAME) and as
 * AAC in an M4A container. Made once per process in a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDebianPackage } from '../../scripts/lib/debian-package';

const FFMPEG = '/usr/bin/ffmpeg';

let folder: string | undefined;

/** A `seconds`-long tone as `kind`, made by ffmpeg. */
export function makeAudio(kind: 'mp3' | 'm4a', seconds = 5): Buffer {
  ensureDebianPackage('audio tests', FFMPEG, ['ffmpeg']);
  folder ??= mkdtempSync(path.join(tmpdir(), 'teachings-audio-'));
  const file = path.join(folder, `tone-${seconds}.${kind}`);
  const codec =
    kind === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '64k'] : ['-c:a', 'aac', '-b:a', '64k'];
  const result = spawnSync(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      ...codec,
      file,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (result.status !== 0) {
    throw new Error(`ffmpeg could not make ${kind}: ${String(result.stderr)}`);
  }
  return readFileSync(file);
}
