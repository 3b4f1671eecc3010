// What the rich-text page shows, read from its query: `name=` a text page, or `type=` and `id=` a content
// item's details (`type=about` is accepted for links written before text pages had names).

import { PAGE_NAME_PATTERN } from '@fair28/shared';
import type { RichTextSource } from '../api/get-rich-text';

const contentTypes = ['activity', 'notice', 'banner'] as const;

export function readRichTextSource(params: URLSearchParams): RichTextSource | null {
  const name = (params.get('name') ?? '').trim().toLowerCase();
  if (name) return PAGE_NAME_PATTERN.test(name) ? { kind: 'page', name } : null;
  const type = params.get('type') ?? '';
  if (type === 'about') return { kind: 'page', name: 'about' };
  const kind = contentTypes.find((known) => known === type);
  const id = Number(params.get('id'));
  if (!kind || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  return { kind: 'content', type: kind, id };
}
