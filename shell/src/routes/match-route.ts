import { ROUTES, type RouteDef } from './route-table';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

interface CompiledPattern {
  regex: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPattern>();

/**
 * A route pattern of the table as a regular expression, read as react-router reads it: static segments match
 * exactly (case-sensitive), `:name` one segment, `:name?` an optional one, a trailing `*` the rest of the path
 * (possibly nothing); trailing slashes are ignored. Written here because this matching was all the shell used
 * of react-router, which then came with every page (~10 KB on the wire).
 */
function compile(pattern: string): CompiledPattern {
  const names: string[] = [];
  const segments = pattern.split('/').filter(Boolean);
  const splat = segments.at(-1) === '*';
  if (splat) segments.pop();
  let source = '^';
  for (const segment of segments) {
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (!param) {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    names.push(param[1]!);
    source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
  }
  if (splat) names.push('*');
  source += splat ? '(?:/(.+)|/*)$' : '/*$';
  return { regex: new RegExp(source), names };
}

function matchPattern(pattern: string, pathname: string): Record<string, string | undefined> | undefined {
  let entry = compiled.get(pattern);
  if (!entry) compiled.set(pattern, (entry = compile(pattern)));
  const found = entry.regex.exec(pathname);
  if (!found) return undefined;
  const params: Record<string, string | undefined> = {};
  entry.names.forEach((name, index) => {
    const value = found[index + 1];
    // a splat that took nothing is '', an optional segment that is absent undefined; %2F stays a slash
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : value.replace(/%2F/g, '/');
  });
  return params;
}

/** The first route of the table that matches `pathname`, or undefined (the not-found page). */
export function matchRoute(pathname: string, routes: RouteDef[] = ROUTES): RouteMatch | undefined {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params && (!route.accept || route.accept(params))) return { route, params };
  }
  return undefined;
}
