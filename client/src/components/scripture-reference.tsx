import { bibleVersion, type BibleVersionId } from '@contract/bible';
import { osisPassage } from '@contract/bible-references';
import { pathTo } from '@contract/pages';
import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { passageQuery } from '@client/lib/passage';

/** How long the pointer rests on a reference before its popover opens, and may leave it. */
const OPEN_DELAY_MS = 250;
const CLOSE_DELAY_MS = 300;

/**
 * A Scripture reference in running text: a link to the passage in the Bible reader, and a popover
 * with the passage's text. The pointer resting on it opens the popover (a click follows the
 * link); Enter on the focused link, or a tap, opens the popover instead and moves focus into it,
 * where 'Open in the Bible reader' follows the link. Escape, a click outside or Close shut it and
 * focus returns to the reference. The popover's text may be selected and copied (data-copyable),
 * where a study's copy protection otherwise forbids it.
 */
export function ScriptureReference({
  osis,
  version,
  children,
}: {
  /** The passage in OSIS notation: 'Rom.8.19-Rom.8.21'. */
  osis: string;
  version: BibleVersionId;
  children: ReactNode;
}) {
  const passage = osisPassage(osis);
  const [open, setOpen] = useState(false);
  /** Opened by the pointer resting on the link: focus stays where it is. */
  const [byHover, setByHover] = useState(false);
  const pointer = useRef<string>('mouse');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const content = useRef<HTMLDivElement>(null);
  // The anchor is the reference link (Radix types its ref as a div; asChild puts it on the <a>).
  const anchor = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!passage) return <>{children}</>;
  const href = pathTo('bibleChapter', passage.params, passage.hash ? { hash: passage.hash } : {});

  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  const hoverIn = (event: { pointerType: string }) => {
    if (event.pointerType !== 'mouse') return;
    if (open) return clearTimeout(timer.current);
    later(() => {
      setByHover(true);
      setOpen(true);
    }, OPEN_DELAY_MS);
  };
  const hoverOut = (event: { pointerType: string }) => {
    if (event.pointerType !== 'mouse') return;
    if (!open) return clearTimeout(timer.current);
    if (byHover) later(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        clearTimeout(timer.current);
        setOpen(next);
      }}
    >
      <Popover.Anchor asChild ref={anchor as React.RefObject<HTMLDivElement | null>}>
        <Link
          href={href}
          className="scripture-ref"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onPointerDown={(event) => {
            pointer.current = event.pointerType;
          }}
          onPointerEnter={hoverIn}
          onPointerLeave={hoverOut}
          onClick={(event) => {
            // A keyboard's Enter (a click without a pointer: detail 0) or a tap opens the
            // popover; a mouse click follows the link.
            const keyboard = event.detail === 0;
            const touch = pointer.current === 'touch' || pointer.current === 'pen';
            pointer.current = 'mouse';
            if (!keyboard && !touch) return;
            event.preventDefault();
            clearTimeout(timer.current);
            setByHover(false);
            setOpen(!open || byHover);
          }}
        >
          {children}
        </Link>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          ref={content}
          id={id}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          tabIndex={-1}
          aria-labelledby={`${id}-title`}
          data-copyable=""
          className="animate-overlay z-50 flex max-h-[min(24rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-navy-200 bg-white text-left font-sans text-base text-navy-950 shadow-xl select-text focus:outline-none focus-visible:ring-2 focus-visible:ring-navy-500"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            if (!byHover) content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Without a Popover.Trigger Radix has nowhere to return focus: back to the reference,
            // unless it was opened by the pointer (focus never left where it was).
            event.preventDefault();
            if (!byHover) anchor.current?.focus();
          }}
          onPointerEnter={hoverIn}
          onPointerLeave={hoverOut}
        >
          <PassageText
            refText={passage.ref}
            version={version}
            href={href}
            titleId={`${id}-title`}
            fallbackTitle={children}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function PassageText({
  refText,
  version,
  href,
  titleId,
  fallbackTitle,
}: {
  refText: string;
  version: BibleVersionId;
  href: string;
  titleId: string;
  fallbackTitle: ReactNode;
}) {
  const intl = useIntl();
  const { data, isError } = useQuery(passageQuery(refText, version));
  const abbreviation = bibleVersion(version).abbreviation;
  return (
    <>
      <div className="flex items-start justify-between gap-2 border-b border-navy-100 px-4 pt-3 pb-2">
        <p id={titleId} className="font-serif text-lg font-bold text-navy-900">
          {data ? data.reference : fallbackTitle}{' '}
          <span className="font-sans text-sm font-semibold text-slate-600">({abbreviation})</span>
        </p>
        <Popover.Close
          className="-mt-1 -mr-2 rounded-md p-1.5 text-slate-600 hover:bg-navy-50 hover:text-navy-900"
          aria-label={intl.formatMessage({ id: 'reference.close' })}
        >
          <X className="size-4" aria-hidden="true" />
        </Popover.Close>
      </div>
      <div className="overflow-y-auto px-4 py-3 font-serif leading-relaxed" aria-live="polite">
        {data ? (
          <p>
            {data.verses.map((verse) => (
              <span key={`${verse.chapter}:${verse.verse}`}>
                <sup className="mr-0.5 font-sans text-xs font-semibold text-gold-800">
                  {data.verses.some((v) => v.chapter !== verse.chapter)
                    ? `${verse.chapter}:${verse.verse}`
                    : verse.verse}
                </sup>
                {verse.text}{' '}
              </span>
            ))}
          </p>
        ) : isError ? (
          <p role="alert" className="font-sans text-red-800">
            {intl.formatMessage({ id: 'reference.error' })}
          </p>
        ) : (
          <p className="font-sans text-slate-600">
            {intl.formatMessage({ id: 'reference.loading' })}
          </p>
        )}
        {data && data.total > data.verses.length ? (
          <p className="mt-2 font-sans text-sm text-slate-600">
            {intl.formatMessage(
              { id: 'reference.more' },
              { shown: data.verses.length, total: data.total },
            )}
          </p>
        ) : null}
      </div>
      <div className="border-t border-navy-100 px-4 py-2">
        <Link
          href={href}
          className="text-sm font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
        >
          {intl.formatMessage({ id: 'reference.open' })}
        </Link>
      </div>
    </>
  );
}
