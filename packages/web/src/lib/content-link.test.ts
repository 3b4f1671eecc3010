import { describe, expect, it } from 'vitest';
import { contentDetailsPath, contentTarget, textPagePath } from './content-link';

const item = { kind: 'banner' as const, id: 7, link: '', hasDetails: true };

describe('where a content item leads', () => {
  it('opens the app route or https page its operator set', () => {
    expect(contentTarget({ ...item, link: '/pages/tabBar/recharge/recharge' })).toEqual({
      kind: 'route',
      to: '/pages/tabBar/recharge/recharge',
    });
    expect(contentTarget({ ...item, link: 'https://example.com/a' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
  });

  it('otherwise opens its details page, or nothing when it has none', () => {
    expect(contentTarget(item)).toEqual({ kind: 'route', to: contentDetailsPath('banner', 7) });
    expect(contentDetailsPath('banner', 7)).toBe('/pages/common/rich-text/rich-text?type=banner&id=7');
    expect(contentTarget({ ...item, hasDetails: false })).toBeNull();
    expect(contentTarget({ ...item, link: 'javascript:alert(1)', hasDetails: false })).toBeNull();
  });

  it('names text pages by name', () => {
    expect(textPagePath('about')).toBe('/pages/common/rich-text/rich-text?name=about');
  });
});
