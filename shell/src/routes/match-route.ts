import { matchPath } from 'react-router-dom';
import { ROUTES, type RouteDef } from './route-table';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/** The first route of the table that matches `pathname`, or undefined (the not-found page). */
export function matchRoute(pathname: string, routes: RouteDef[] = ROUTES): RouteMatch | undefined {
  for (const route of routes) {
    const match = matchPath({ path: route.path, caseSensitive: true, end: true }, pathname);
    if (match && (!route.accept || route.accept(match.params))) return { route, params: match.params };
  }
  return undefined;
}
