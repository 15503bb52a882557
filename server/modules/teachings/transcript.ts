/**
 * Transcripts arrive as the text of a WebVTT or SRT file (media-captions reads both). The lines
 * keep their times, so the player can follow the audio and seek; markup inside a line (<b>,
 * <v Speaker>) is dropped, and the words together are kept for searching. Written back as WebVTT
 * for podcast apps and the <track> element.
 */
import { parseText } from 'media-captions';
import { cuesToWebVtt, TRANSCRIPT_UNREADABLE } from '../../../contract/teachings';
import type { StoredCue } from '../../db/schema';
import { badRequest } from '../../errors';

/** The most lines a transcript may have (a three-hour teaching in two-second lines). */
export const MAX_CUES = 6_000;

const unreadable = () => badRequest(TRANSCRIPT_UNREADABLE, { transcript: [TRANSCRIPT_UNREADABLE] });

/** A cue's text without tags and with entities read, on one line. */
export function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The timed lines of a WebVTT or SRT text; 400 with a field error when it is neither. */
export async function parseTranscript(source: string): Promise<StoredCue[]> {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const type = /^WEBVTT(?:[ \t\n]|$)/.test(text) ? 'vtt' : 'srt';
  let parsed: Awaited<ReturnType<typeof parseText>>;
  try {
    parsed = await parseText(text, { type, strict: type === 'vtt' });
  } catch {
    throw unreadable();
  }
  const cues: StoredCue[] = [];
  for (const cue of parsed.cues) {
    const line = plainCueText(cue.text);
    if (!line) continue;
    if (!Number.isFinite(cue.startTime) || !Number.isFinite(cue.endTime)) throw unreadable();
    if (cue.endTime < cue.startTime) throw unreadable();
    cues.push({ start: cue.startTime, end: cue.endTime, text: line });
  }
  if (cues.length === 0 || cues.length > MAX_CUES) throw unreadable();
  cues.sort((a, b) => a.start - b.start);
  return cues;
}

/** The lines as a WebVTT file (the contract writes it: the admin's editor does too). */
export const toWebVtt = (cues: readonly StoredCue[]): string => cuesToWebVtt(cues);
