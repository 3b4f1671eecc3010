// A page config as the console's form has it — a title and a notice in each language — and back. Empty
// fields are left out; nothing at all is no page config.
import type { PageConfig } from '@fair28/shared';

export type PageConfigFields = { titleZh?: string; titleEn?: string; noticeZh?: string; noticeEn?: string };

type LocalText = NonNullable<PageConfig['title']>;

function localText(zh: string | undefined, en: string | undefined): LocalText | undefined {
  const text: { zh?: string; en?: string } = {};
  if (zh?.trim()) text.zh = zh.trim();
  if (en?.trim()) text.en = en.trim();
  return text.zh || text.en ? text : undefined;
}

export function pageConfigFromFields(fields: PageConfigFields): PageConfig | null {
  const title = localText(fields.titleZh, fields.titleEn);
  const notice = localText(fields.noticeZh, fields.noticeEn);
  if (!title && !notice) return null;
  return { ...(title ? { title } : {}), ...(notice ? { notice } : {}) };
}

function split(text: LocalText | undefined): { zh: string; en: string } {
  if (text === undefined) return { zh: '', en: '' };
  // Plain text is every language's.
  if (typeof text === 'string') return { zh: text, en: text };
  return { zh: text.zh ?? '', en: text.en ?? '' };
}

export function pageConfigToFields(config: PageConfig | null): Required<PageConfigFields> {
  const title = split(config?.title);
  const notice = split(config?.notice);
  return { titleZh: title.zh, titleEn: title.en, noticeZh: notice.zh, noticeEn: notice.en };
}
