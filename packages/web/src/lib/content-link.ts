// Where a banner, notice or event leads when tapped: the app route its operator set, an https page in a
// new tab, or its own details page on the rich-text route.

import type { TContentItem } from '@fair28/shared';
import { routes } from '../config/routes';
import { withQuery } from './navigation';

export type ContentTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/** The rich-text page of a content item's details. */
export function contentDetailsPath(kind: TContentItem['kind'], id: number): string {
  return withQuery(routes.richText.path, { type: kind, id });
}

/** The rich-text page of a named text page (about, rules, fairness …). */
export function textPagePath(name: string): string {
  return withQuery(routes.richText.path, { name });
}

export function contentTarget(
  item: Pick<TContentItem, 'kind' | 'id' | 'link' | 'hasDetails'>,
): ContentTarget {
  if (item.link.startsWith('/pages/')) return { kind: 'route', to: item.link };
  if (item.link.startsWith('https://')) return { kind: 'external', href: item.link };
  return item.hasDetails ? { kind: 'route', to: contentDetailsPath(item.kind, item.id) } : null;
}
