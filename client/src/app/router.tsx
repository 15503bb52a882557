import { matchPage } from '@contract/page-match';
import { pages } from '@contract/pages';
import { UNAVAILABLE_PATH } from '@contract/ssr-data';
import { Route, Switch, useLocation, type RouteComponentProps } from 'wouter';
import { NotFoundScreen } from '@client/features/not-found/not-found-screen';
import { UnavailableScreen } from './screen-error';
import { screens as screenEntries, type Screen } from './screens';

const screens = (key: keyof typeof screenEntries): Screen => screenEntries[key].Component;

/**
 * Dynamic segments are checked as the server's `matchPage` checks them (numeric ids, real Bible
 * chapters): anything else (e.g. /questions/abc, /bible/John/99) is the not-found page on both sides.
 * One checked component per screen, so routes of the same screen (/bible and /bible/John/3)
 * share it.
 */
const checked = new Map<Screen, Screen>();
function withValidParams(Component: Screen): Screen {
  let found = checked.get(Component);
  if (!found) {
    found = function ValidParamsRoute(props: RouteComponentProps) {
      const [pathname] = useLocation();
      return matchPage(pathname) ? <Component {...props} /> : <NotFoundScreen />;
    };
    checked.set(Component, found);
  }
  return found;
}

/** Static paths first, so /questions/my and /questions/ask win over /questions/:id. */
const isDynamic = (path: string) => path.includes('/:');
const screensWithParams = new Set(
  pages.filter((p) => isDynamic(p.path)).map((p) => screens(p.key)),
);
/**
 * Routes that show the same screen share the React key and component, so moving between them
 * (/bible to /bible/Genesis/2) updates the screen in place: focus and typed text stay.
 */
const keyOfScreen = new Map<Screen, string>();
const routes = [...pages]
  .sort((a, b) => Number(isDynamic(a.path)) - Number(isDynamic(b.path)))
  .map((page) => {
    const screen = screens(page.key);
    const key = keyOfScreen.get(screen) ?? page.key;
    keyOfScreen.set(screen, key);
    return {
      key,
      path: page.path,
      component: screensWithParams.has(screen) ? withValidParams(screen) : screen,
    };
  });

export function AppRoutes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.key} path={route.path} component={route.component} />
      ))}
      <Route path={UNAVAILABLE_PATH} component={UnavailableScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
