import type { Lang, PageMeta, RouteMetaKey } from '@talanty/contract';
import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import { useMatches } from 'react-router';
import type { Namespace, PlannedPageId } from '../locales/resources.ts';
import type { LegalDocId } from './legal-docs.ts';

export type MetaContext = { params: Params; t: TFunction<Namespace[]>; lang: Lang };

/** What a route tells the shell about itself (`handle` of a route object). */
export type RouteHandle = {
  /** A shared title/description (packages/contract ROUTE_META) for paths routeMetaKey() does not know. */
  meta?: RouteMetaKey;
  /** A computed title/description, e.g. from a path parameter. */
  resolveMeta?: (context: MetaContext) => PageMeta;
  /** A page whose feature comes later; also names its title and description in `planned`. */
  planned?: PlannedPageId;
  legal?: LegalDocId;
  notFound?: boolean;
};

function handleOf(match: { handle: unknown }): RouteHandle | undefined {
  return match.handle && typeof match.handle === 'object' ? (match.handle as RouteHandle) : undefined;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = handleOf(matches[index]!);
    if (handle) return handle;
  }
  return {};
}
