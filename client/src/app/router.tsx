import { pages } from '@contract/pages';
import { Route, Switch, type RouteComponentProps } from 'wouter';
import { NotFoundScreen } from '@client/features/not-found/not-found-screen';
import { screens, type Screen } from './screens';

/**
 * `:id` segments are numeric ids, as the server's `matchPage` reads them: anything else
 * (e.g. /questions/abc) is the not-found page on both sides.
 */
function withNumericId(Component: Screen): Screen {
  function NumericIdRoute(props: RouteComponentProps) {
    return /^\d+$/.test(props.params.id ?? '') ? <Component {...props} /> : <NotFoundScreen />;
  }
  return NumericIdRoute;
}

/** Static paths first, so /questions/my and /questions/ask win over /questions/:id. */
const isDynamic = (path: string) => path.includes('/:');
const routes = [...pages]
  .sort((a, b) => Number(isDynamic(a.path)) - Number(isDynamic(b.path)))
  .map((page) => {
    const Component = screens[page.key].Component;
    return {
      key: page.key,
      path: page.path,
      component: isDynamic(page.path) ? withNumericId(Component) : Component,
    };
  });

export function AppRoutes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.key} path={route.path} component={route.component} />
      ))}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
