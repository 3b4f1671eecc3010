import { describe, expect, it } from 'vitest';
import { readRichTextSource } from './rich-text-source';

const read = (query: string) => readRichTextSource(new URLSearchParams(query));

describe('what the rich-text page shows', () => {
  it('is a named text page', () => {
    expect(read('name=about')).toEqual({ kind: 'page', name: 'about' });
    expect(read('name=Rules')).toEqual({ kind: 'page', name: 'rules' });
    expect(read('type=about')).toEqual({ kind: 'page', name: 'about' });
  });

  it('or a content item by type and id', () => {
    expect(read('type=activity&id=3')).toEqual({ kind: 'content', type: 'activity', id: 3 });
    expect(read('type=banner&id=12')).toEqual({ kind: 'content', type: 'banner', id: 12 });
  });

  it('is nothing for a link it cannot read', () => {
    for (const query of [
      '',
      'name=../etc',
      'type=activity',
      'type=activity&id=-1',
      'type=x&id=1',
      'type=notice&id=1.5',
    ])
      expect(read(query), query).toBeNull();
  });
});
