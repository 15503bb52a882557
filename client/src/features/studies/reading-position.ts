import type { StudyLanguage } from '@content/studies';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '@client/lib/auth';
import { useHydrated } from '@client/lib/use-hydrated';
import { saveStudyProgress, studyProgressQuery, useStudyProgress } from './api/study-progress';

/**
 * How far a reader got in a study's article: the share of it read, from 0 to 100, and (from the
 * account) the block reached, `block-N`, the N-th heading, paragraph, item or quote.
 */
export interface ReadingPosition {
  percent: number;
  anchor?: string;
}

/** How long the reader rests before the position goes to the account. */
export const SAVE_AFTER_MS = 1_500;

const BLOCKS = 'h1, h2, h3, p, li, blockquote';

/** The last block of the article whose top is above the bottom of the window, as `block-N`. */
export function anchorAt(article: HTMLElement, viewportHeight: number): string {
  const blocks = article.querySelectorAll(BLOCKS);
  let reached = -1;
  for (let i = 0; i < blocks.length; i += 1) {
    if ((blocks[i] as Element).getBoundingClientRect().top >= viewportHeight) break;
    reached = i;
  }
  return reached < 0 ? '' : `block-${reached}`;
}

const blockOf = (article: HTMLElement, anchor: string | undefined): Element | undefined => {
  const index = /^block-(\d+)$/.exec(anchor ?? '')?.[1];
  return index === undefined
    ? undefined
    : (article.querySelectorAll(BLOCKS)[Number(index)] ?? undefined);
};

/** The offer to make: the account's position when it is further than this browser's. */
export function furthestOf(
  local: ReadingPosition | undefined,
  account: ReadingPosition | undefined,
): ReadingPosition | undefined {
  if (!account) return local;
  if (!local) return account;
  return account.percent > local.percent ? account : local;
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
 * the start again does not lose the place. A signed-in member's position also goes to the
 * account once they pause scrolling (and when the page is hidden or left), and the account's
 * position is offered when it is further than this browser's: read on another device.
 */
export function useReadingPosition(
  studyId: number,
  language: StudyLanguage,
  article: React.RefObject<HTMLElement | null>,
  ready: boolean,
) {
  const place = `${studyId}:${language}`;
  // The offer is read once per study and language (storage exists only after hydration) and
  // stays until the reader takes it.
  const [offers, setOffers] = useState<Record<string, ReadingPosition | null>>({});
  const hydrated = useHydrated();
  const signedIn = !!useCurrentUser().data;
  const account = useStudyProgress(signedIn && hydrated);
  const queryClient = useQueryClient();
  const fromAccount = account.data?.progress.find(
    (p) => p.studyId === studyId && p.language === language,
  );
  let saved: ReadingPosition | undefined;
  if (hydrated) {
    const offer =
      place in offers
        ? offers[place]
        : furthestOf(
            readPosition(studyId, language),
            fromAccount && { percent: fromAccount.percent, anchor: fromAccount.anchor },
          );
    saved = worthContinuing(offer ?? undefined) ? (offer ?? undefined) : undefined;
  }
  const furthest = useRef(0);

  useEffect(() => {
    if (!ready) return;
    furthest.current = readPosition(studyId, language)?.percent ?? 0;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The furthest point not yet sent to the account.
    let unsent: ReadingPosition | undefined;
    const send = () => {
      clearTimeout(timer);
      if (!unsent || !signedIn) return;
      const { percent, anchor = '' } = unsent;
      unsent = undefined;
      saveStudyProgress(studyId, { language, percent, anchor }).then(
        () => queryClient.invalidateQueries({ queryKey: studyProgressQuery().queryKey }),
        // Kept locally anyway; the next pause sends a further point.
        () => undefined,
      );
    };
    const measure = (arriving: boolean) => {
      const element = article.current;
      if (!element) return;
      const percent = percentRead(element.getBoundingClientRect(), window.innerHeight);
      const further = percent > furthest.current;
      if (further) {
        furthest.current = percent;
        writePosition(studyId, language, { percent });
      }
      if (!signedIn || !(further || arriving)) return;
      unsent = { percent, anchor: anchorAt(element, window.innerHeight) };
      clearTimeout(timer);
      timer = setTimeout(send, SAVE_AFTER_MS);
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => measure(false));
    };
    // On arrival, a place already scrolled to (while the session was still being read, or before
    // the page's script ran) is kept, and goes to the account as well.
    frame = requestAnimationFrame(() => {
      if (window.scrollY > 0) measure(true);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', send);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
      // Leaving the study (another study, another language, another page): send what is left.
      send();
    };
  }, [studyId, language, article, ready, signedIn, queryClient]);

  const resume = useCallback(() => {
    const element = article.current;
    if (!element || !saved) return;
    const rect = element.getBoundingClientRect();
    const block = blockOf(element, saved.anchor);
    const top = block
      ? window.scrollY + block.getBoundingClientRect().bottom - window.innerHeight
      : window.scrollY + rect.top + (rect.height * saved.percent) / 100 - window.innerHeight;
    window.scrollTo({ top: Math.max(0, top) });
    setOffers((current) => ({ ...current, [place]: null }));
  }, [article, saved, place]);

  return { saved, resume };
}
