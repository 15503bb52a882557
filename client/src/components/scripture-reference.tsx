import { bibleVersion, type BibleVersionId } from '@contract/bible';
import { osisPassage, type OsisPassage, type ReferenceRow } from '@contract/bible-references';
import { pathTo } from '@contract/pages';
import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { POPOVER_LINK_ATTRIBUTE } from '@client/lib/page-marks';
import { passageQuery, usePassageLabel } from '@client/lib/passage';

/** How long the pointer rests on a reference before its popover opens, and may leave it. */
const OPEN_DELAY_MS = 250;
const CLOSE_DELAY_MS = 300;

/**
 * A reference popover's open state and how it answers the reader, shared by a reference React
 * renders (ScriptureReference) and the references in server-made HTML (ReferencePopoverIn).
 * `anchor` is the reference the popover stands beside, where focus returns when it closes.
 */
function useReferencePopover(anchor: RefObject<HTMLElement | null>) {
  /** The popover's id, which its reference names while it is open. */
  const id = useId();
  const [open, setOpen] = useState(false);
  /** Opened by the pointer resting on the link: focus stays where it is. */
  const [byHover, setByHover] = useState(false);
  const pointer = useRef<string>('mouse');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  return {
    id,
    anchor,
    open,
    byHover,
    hoverIn(pointerType: string) {
      if (pointerType !== 'mouse') return;
      if (open) return clearTimeout(timer.current);
      later(() => {
        setByHover(true);
        setOpen(true);
      }, OPEN_DELAY_MS);
    },
    hoverOut(pointerType: string) {
      if (pointerType !== 'mouse') return;
      if (!open) return clearTimeout(timer.current);
      if (byHover) later(() => setOpen(false), CLOSE_DELAY_MS);
    },
    pointerDown(pointerType: string) {
      pointer.current = pointerType;
    },
    /**
     * A click on the reference. A keyboard's Enter (a click without a pointer: detail 0) or a tap
     * opens the popover, or shuts it when it was open for this same reference (`same`), and
     * answers true; a mouse click follows the link (false).
     */
    click(event: { detail: number; preventDefault(): void }, same = true): boolean {
      const keyboard = event.detail === 0;
      const touch = pointer.current === 'touch' || pointer.current === 'pen';
      pointer.current = 'mouse';
      if (!keyboard && !touch) return false;
      event.preventDefault();
      clearTimeout(timer.current);
      setByHover(false);
      setOpen(!same || !open || byHover);
      return true;
    },
    onOpenChange(next: boolean) {
      clearTimeout(timer.current);
      setOpen(next);
    },
  };
}
type ReferencePopoverState = ReturnType<typeof useReferencePopover>;

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
  // The anchor is the reference link (Radix types its ref as a div; asChild puts it on the <a>).
  const anchor = useRef<HTMLElement>(null);
  const state = useReferencePopover(anchor);

  if (!passage) return <>{children}</>;

  return (
    <ReferencePopover state={state} passage={passage} version={version} title={children}>
      <Popover.Anchor asChild ref={anchor as React.RefObject<HTMLDivElement | null>}>
        <Link
          href={readerHref(passage)}
          className="scripture-ref"
          aria-haspopup="dialog"
          aria-expanded={state.open}
          aria-controls={state.open ? state.id : undefined}
          onPointerDown={(event) => state.pointerDown(event.pointerType)}
          onPointerEnter={(event) => state.hoverIn(event.pointerType)}
          onPointerLeave={(event) => state.hoverOut(event.pointerType)}
          onClick={(event) => state.click(event)}
          // On a page still waiting for its app, the mouse coming onto it brings the app.
          {...{ [POPOVER_LINK_ATTRIBUTE]: '' }}
        >
          {children}
        </Link>
      </Popover.Anchor>
    </ReferencePopover>
  );
}

/**
 * Plain text with its Scripture references as ScriptureReference links: `references` says where
 * they stand (found by the server, or by `npm run content:references` for bundled content), so
 * the browser needs no parser. A row that does not fit the text is left out.
 */
export function ScriptureText({
  text,
  references,
  version,
}: {
  text: string;
  references: readonly ReferenceRow[] | undefined;
  version: BibleVersionId;
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end, osis] of references ?? []) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <ScriptureReference key={start} osis={osis} version={version}>
        {text.slice(start, end)}
      </ScriptureReference>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

const readerHref = (passage: OsisPassage) =>
  pathTo('bibleChapter', passage.params, passage.hash ? { hash: passage.hash } : {});

/** The links ReferencePopoverIn gives a popover: those the server's Markdown rendering made. */
const HTML_REFERENCE = 'a.scripture-ref[data-osis]';

/**
 * The popover for the Scripture reference links in server-made HTML (an article's body, where
 * the Markdown rendering wrote `<a class="scripture-ref" data-osis="John.3.16">`): one popover,
 * anchored to the link in use, answering as ScriptureReference does, through listeners on the
 * container. `html` is the container's markup, so the links are marked again when it changes.
 */
export function ReferencePopoverIn({
  container,
  html,
  version,
}: {
  container: RefObject<HTMLElement | null>;
  html: string;
  version: BibleVersionId;
}) {
  const [active, setActive] = useState<HTMLAnchorElement | null>(null);
  // The popover's anchor, and where focus returns: the link in use.
  const anchor = useMemo(() => ({ current: active }), [active]);
  const state = useReferencePopover(anchor);
  // The listeners are added once; they read the state of the latest render.
  const latest = useRef({ state, active });
  useEffect(() => {
    latest.current = { state, active };
  });

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const link of root.querySelectorAll<HTMLAnchorElement>(HTML_REFERENCE)) {
      if (!osisPassage(link.dataset.osis ?? '')) continue;
      link.setAttribute('aria-haspopup', 'dialog');
      link.setAttribute('aria-expanded', 'false');
    }
    const linkOf = (target: EventTarget | null) => {
      const link = target instanceof Element ? target.closest(HTML_REFERENCE) : null;
      return link instanceof HTMLAnchorElement &&
        root.contains(link) &&
        link.hasAttribute('aria-haspopup')
        ? link
        : null;
    };
    const within = (link: Element, other: EventTarget | null) =>
      other instanceof Node && link.contains(other);
    const over = (event: PointerEvent) => {
      const link = linkOf(event.target);
      if (!link || within(link, event.relatedTarget)) return;
      const { state: now } = latest.current;
      // An open popover moves to the newly hovered reference unless the keyboard opened it.
      if (!now.open || now.byHover) setActive(link);
      now.hoverIn(event.pointerType);
    };
    const out = (event: PointerEvent) => {
      const link = linkOf(event.target);
      if (!link || within(link, event.relatedTarget)) return;
      latest.current.state.hoverOut(event.pointerType);
    };
    const down = (event: PointerEvent) => {
      if (linkOf(event.target)) latest.current.state.pointerDown(event.pointerType);
    };
    const click = (event: MouseEvent) => {
      const link = linkOf(event.target);
      if (!link) return;
      const { state: now, active: current } = latest.current;
      if (now.click(event, link === current)) setActive(link);
    };
    root.addEventListener('pointerover', over);
    root.addEventListener('pointerout', out);
    root.addEventListener('pointerdown', down);
    root.addEventListener('click', click);
    return () => {
      root.removeEventListener('pointerover', over);
      root.removeEventListener('pointerout', out);
      root.removeEventListener('pointerdown', down);
      root.removeEventListener('click', click);
    };
  }, [container, html]);

  // The link in use says whether its popover is open, as ScriptureReference's does.
  useEffect(() => {
    if (!active) return;
    active.setAttribute('aria-expanded', String(state.open));
    if (state.open) active.setAttribute('aria-controls', state.id);
    else active.removeAttribute('aria-controls');
    return () => {
      active.setAttribute('aria-expanded', 'false');
      active.removeAttribute('aria-controls');
    };
  }, [active, state.open, state.id]);

  const passage = active ? osisPassage(active.dataset.osis ?? '') : undefined;
  if (!active || !passage) return null;
  return (
    <ReferencePopover state={state} passage={passage} version={version} title={active.textContent}>
      <Popover.Anchor virtualRef={anchor} />
    </ReferencePopover>
  );
}

/**
 * A reference's popover, beside its anchor (`children`: the reference link, or a virtual anchor
 * on the link in use): the passage, Close, and the way to the reader. `title` names the passage
 * until its text arrives.
 */
function ReferencePopover({
  state,
  passage,
  version,
  title,
  children,
}: {
  state: ReferencePopoverState;
  passage: OsisPassage;
  version: BibleVersionId;
  title: ReactNode;
  children: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  const { id } = state;
  return (
    <Popover.Root open={state.open} onOpenChange={state.onOpenChange}>
      {children}
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
            if (!state.byHover) content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Without a Popover.Trigger Radix has nowhere to return focus: back to the reference,
            // unless it was opened by the pointer (focus never left where it was).
            event.preventDefault();
            if (!state.byHover) state.anchor.current?.focus();
          }}
          onPointerEnter={(event) => state.hoverIn(event.pointerType)}
          onPointerLeave={(event) => state.hoverOut(event.pointerType)}
        >
          <PassageText
            refText={passage.ref}
            version={version}
            href={readerHref(passage)}
            titleId={`${id}-title`}
            fallbackTitle={title}
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
  const passageLabel = usePassageLabel(version);
  const abbreviation = bibleVersion(version).abbreviation;
  return (
    <>
      <div className="flex items-start justify-between gap-2 border-b border-navy-100 px-4 pt-3 pb-2">
        <p id={titleId} className="font-serif text-lg font-bold text-navy-900">
          {data ? passageLabel(data.osis) : fallbackTitle}{' '}
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
