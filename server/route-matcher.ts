import { matchRoutes, type ServerBuild } from 'react-router';
import { localeOfPath } from '../app/domain/locale';

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; hasAction: boolean; children: RouteNode[] };
type Matches = Array<{ route: RouteNode }> | null;

/** Stands for a path segment that is no route's literal segment: it matches a dynamic segment as any value does. */
const ANY_VALUE = '\u2022';
/** Path shapes kept; past this (case variants of literal segments, say) the cache starts again. */
const MAX_SHAPES = 2_000;

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export interface RouteMatcher {
  /** The route pattern (`/product/:slug`) a path matches, or the path itself when none does. */
  pattern: (path: string) => string;
  /** Whether the route a write to this path (and query string) goes to has an action. */
  writable: (path: string, search: string) => boolean;
}

/**
 * What the access log and the method check need to know of a path: the route pattern
 * (`/product/:slug`) it matches, since a handful of patterns tell more than thousands of distinct
 * paths, and whether the route a write is for has an action. In development the build is loaded
 * per request, so the path stands in for the pattern and React Router answers writes itself.
 *
 * React Router's matchRoutes flattens and ranks every route (each page twice, with and without
 * /hi) and compiles each one's pattern on every call: a tenth of a page's CPU. Which routes match
 * depends only on the path's literal segments, so matches are kept per path shape, where every
 * segment that is no route's literal segment stands as one placeholder: /product/okra-seeds and
 * /product/toor-dal are one shape and one matchRoutes call.
 */
export function routeMatcher(build: ServerBuild | (() => Promise<ServerBuild>)): RouteMatcher {
  if (typeof build === 'function') return { pattern: (path) => path, writable: () => true };
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, hasAction: typeof route.module.action === 'function', children: [] });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id) as RouteNode;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const strip = (node: RouteNode): RouteNode => (node.index ? { ...node, children: [] } : { ...node, children: node.children.map(strip) });
  const tree = roots.map(strip) as unknown as Parameters<typeof matchRoutes>[0];
  // Literal segments compare without case, as React Router does unless a route asks otherwise;
  // a segment kept in the shape keeps its case, so a case-sensitive route still decides by it.
  const literals = new Set(
    [...nodes.values()].flatMap((node) => (node.path ?? '').split('/')).filter((segment) => segment !== '' && segment !== '*' && !segment.startsWith(':')).map((segment) => segment.replace(/\?$/, '').toLowerCase()),
  );
  const shapeOf = (path: string) =>
    path
      .split('/')
      .map((segment) => {
        const decoded = decodeURIComponent(segment);
        return segment === '' || literals.has(decoded.toLowerCase()) ? decoded : ANY_VALUE;
      })
      .join('/');
  const shapes = new Map<string, Matches>();
  // A path that does not decode (refused with 400 before routing) names no route.
  const match = (path: string): Matches => {
    if (!decodes(path)) return null;
    const shape = shapeOf(path.replace(/\.data$/, ''));
    const known = shapes.get(shape);
    if (known !== undefined) return known;
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    const matches = matchRoutes(tree, shape) as Matches;
    shapes.set(shape, matches);
    return matches;
  };
  return {
    pattern: (path) => {
      const matches = match(path);
      if (!matches) return path;
      const pattern = matches
        .map((entry) => entry.route.path)
        .filter(Boolean)
        .join('/');
      // A page's optional language segment (issue 19) is logged as the language the request was in.
      const full = `/${pattern}`.replace(/\/+/g, '/').replace(/^\/hi\?(?=\/|$)/, localeOfPath(path) === 'hi' ? '/hi' : '');
      return full === '' ? '/' : full;
    },
    // React Router sends a write to the deepest match, or to an index route's parent unless `?index` is asked for.
    writable: (path, search) => {
      const matches = match(path);
      if (!matches) return true;
      let target = matches.at(-1);
      if (target?.route.index && !new URLSearchParams(search).has('index')) target = matches.at(-2);
      return target?.route.hasAction ?? true;
    },
  };
}
