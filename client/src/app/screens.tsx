import { pages, type PageKey } from '@contract/pages';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { RouteComponentProps } from 'wouter';
import { ScreenLoading } from './screen-loading';

export type Screen = ComponentType<RouteComponentProps>;
type Loader = () => Promise<{ default: Screen }>;

interface ScreenEntry {
  /** The screen's source file relative to client/, as Vite's manifest names it. */
  src: string;
  load: Loader;
  Component: Screen;
}

/**
 * Each screen is its own chunk, so a page ships only its own code. The build pre-renders with
 * the chunk loaded, the pre-rendered page preloads it (found in Vite's manifest by `src`), and
 * the browser loads it before hydrating.
 *
 * A screen whose module is already here when it mounts renders directly, without a Suspense
 * boundary: React hydrates boundaries in a later pass, and by then data such as the signed-in
 * user may have arrived and made the screen differ from the pre-rendered HTML. Only a client-side
 * navigation to a screen not loaded yet goes through React.lazy and shows the loading state.
 */
function screen(src: string, load: Loader): ScreenEntry {
  let loaded: Promise<{ default: Screen }> | undefined;
  let module: { default: Screen } | undefined;
  const once = () =>
    (loaded ??= load().then((m) => {
      module = m;
      return m;
    }));
  const Lazy = lazy(once);
  function ScreenRoute(props: RouteComponentProps) {
    // Decided once per mount, so the screen is never remounted when its chunk arrives.
    const [Ready] = useState(() => module?.default);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { src, load: once, Component: ScreenRoute };
}

/**
 * Every screen module, each a chunk of its own; the route table names which one a page shows.
 * (The not-found screen is part of the router itself.)
 */
const modules = import.meta.glob<Record<string, Screen | undefined>>([
  '../features/*/*-screen.tsx',
  '!../features/not-found/*',
]);

/** 'questions/my-questions-screen' exports MyQuestionsScreen. */
const exportName = (screenPath: string): string =>
  (screenPath.split('/').pop() ?? '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** One entry per screen file, so routes that show the same screen share it (/bible, /bible/John/3). */
const byFile = new Map<string, ScreenEntry>();
function screenOf(screenPath: string): ScreenEntry {
  const found = byFile.get(screenPath);
  if (found) return found;
  const importer = modules[`../features/${screenPath}.tsx`];
  if (!importer) throw new Error(`No screen at client/src/features/${screenPath}.tsx`);
  const name = exportName(screenPath);
  const entry = screen(`src/features/${screenPath}.tsx`, () =>
    importer().then((m) => {
      const Component = m[name];
      if (!Component) throw new Error(`client/src/features/${screenPath}.tsx exports no ${name}`);
      return { default: Component };
    }),
  );
  byFile.set(screenPath, entry);
  return entry;
}

export const screens = Object.fromEntries(
  pages.map((page) => [page.key, screenOf(page.screen)]),
) as Record<PageKey, ScreenEntry>;
