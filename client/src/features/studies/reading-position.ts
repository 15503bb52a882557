import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@client/lib/use-hydrated';

/** How far a reader got in a study's article: the share of it read, from 0 to 100. */
export interface ReadingPosition {
  percent: number;
}

const key = (studyId: number, language: string) => `study-position:${studyId}:${language}`;

/** The position kept in this browser, if any (nothing when storage is blocked). */
export function readPosition(studyId: number, language: string): ReadingPosition | undefined {
  try {
    const raw = window.localStorage.getItem(key(studyId, language));
    const percent = raw === null ? NaN : Number(JSON.parse(raw)?.percent);
    return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? { percent } : undefined;
  } catch {
    return undefined;
  }
}

export function writePosition(studyId: number, language: string, position: ReadingPosition): void {
  try {
    window.localStorage.setItem(key(studyId, language), JSON.stringify(position));
  } catch {
    // Private browsing or a full storage: the position is simply not kept.
  }
}

/** The share of `element` scrolled past the bottom of the window, 0 to 100, whole. */
export function percentRead(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 0;
  const read = (viewportHeight - rect.top) / rect.height;
  return Math.round(Math.min(1, Math.max(0, read)) * 100);
}

/** A position worth offering to go back to: begun, not finished. */
const worthContinuing = (position: ReadingPosition | undefined): position is ReadingPosition =>
  position !== undefined && position.percent >= 5 && position.percent < 98;

/**
 * Remembers how far the reader got in a study in a language (local storage), as they scroll, and
 * offers the position kept from an earlier visit: `saved` (until they scroll on or go there) and
 * `resume()`, which scrolls the article back to it. Only the furthest point is kept, so reading
 * the start again does not lose the place.
 */
export function useReadingPosition(
  studyId: number,
  language: string,
  article: React.RefObject<HTMLElement | null>,
  ready: boolean,
) {
  const place = `${studyId}:${language}`;
  // The offer is read once per study and language (storage exists only after hydration) and
  // stays until the reader takes it.
  const [offers, setOffers] = useState<Record<string, ReadingPosition | null>>({});
  const hydrated = useHydrated();
  let saved: ReadingPosition | undefined;
  if (hydrated) {
    const offer = place in offers ? offers[place] : readPosition(studyId, language);
    saved = worthContinuing(offer ?? undefined) ? (offer ?? undefined) : undefined;
  }
  const furthest = useRef(0);

  useEffect(() => {
    if (!ready) return;
    furthest.current = readPosition(studyId, language)?.percent ?? 0;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = article.current;
        if (!element) return;
        const percent = percentRead(element.getBoundingClientRect(), window.innerHeight);
        if (percent <= furthest.current) return;
        furthest.current = percent;
        writePosition(studyId, language, { percent });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [studyId, language, article, ready]);

  const resume = useCallback(() => {
    const element = article.current;
    if (!element || !saved) return;
    const rect = element.getBoundingClientRect();
    const top =
      window.scrollY + rect.top + (rect.height * saved.percent) / 100 - window.innerHeight;
    window.scrollTo({ top: Math.max(0, top) });
    setOffers((current) => ({ ...current, [place]: null }));
  }, [article, saved, place]);

  return { saved, resume };
}
