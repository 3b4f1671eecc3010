// The rich-text page's sources: a named text page (`/wap/textLang/details`; `about` through
// `/api/v1/about` when logged in, which adds the site's facts), or a content item's details
// (`/wap/details` for events and notices, `/wap/banner/details` for banners). Bodies are HTML the server
// sanitised with its allow-list.

import { playerCallRoutes, type TAboutResponse, type TContentDetails, type TTextPage } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { read } from '@/api/client';
import { currentLanguage } from '@/i18n/i18n';
import { hasSession } from '@/lib/session';

export type RichTextSource =
  | { kind: 'page'; name: string }
  | { kind: 'content'; type: 'activity' | 'notice' | 'banner'; id: number };

export type RichText =
  | { kind: 'page'; page: TTextPage | TAboutResponse }
  | { kind: 'content'; details: TContentDetails };

async function getRichText(source: RichTextSource, signal: AbortSignal): Promise<RichText> {
  if (source.kind === 'page') {
    const page =
      source.name === 'about' && hasSession()
        ? await read(playerCallRoutes.about, {}, signal)
        : await read(playerCallRoutes.textPageDetails, { name: source.name }, signal);
    return { kind: 'page', page };
  }
  const details =
    source.type === 'banner'
      ? await read(playerCallRoutes.bannerDetails, { id: source.id }, signal)
      : await read(playerCallRoutes.wapDetails, { id: source.id, type: source.type }, signal);
  return { kind: 'content', details };
}

export function useRichText(source: RichTextSource | null) {
  return useQuery({
    queryKey: ['content', 'rich-text', source, currentLanguage()],
    queryFn: ({ signal }) => getRichText(source as RichTextSource, signal),
    enabled: source !== null,
  });
}
