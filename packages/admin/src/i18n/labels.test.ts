import { auditActions, messages, userRoles } from '@fair28/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { label } from './labels';
import { loadWords } from './load-words';
import { labelAreasEn } from './words-en';
import { labelAreasZh } from './words-zh';

const placeholders = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((match) => match[1]).sort();

const HAN = /\p{Script=Han}/u;

describe("the console's words", () => {
  beforeAll(() => Promise.all([loadWords('en'), loadWords('zh')]));

  it('says each label in both languages, filling arguments', () => {
    expect(label('en', 'list.total', 12)).toBe('12 in all');
    expect(label('zh', 'list.total', 12)).toBe('共 12 条');
  });

  it('reads statuses and errors from the shared catalogue, not a copy of its own', () => {
    expect(label('en', 'status.pending')).toBe('Pending review');
    expect(label('zh', 'error.NotStaffAccount')).toBe('这是玩家账号：控制台只供员工账号使用');
  });

  it('words every action the server can write to the audit log, in both languages', () => {
    expect(auditActions.length).toBeGreaterThan(40);
    for (const action of auditActions) {
      const en = label('en', `auditAction.${action}`);
      const zh = label('zh', `auditAction.${action}`);
      expect(en, action).toMatch(/^[A-Z][a-z]/);
      expect(en, action).not.toContain(action);
      expect(zh, action).toMatch(HAN);
      expect(zh, action).not.toContain(action);
    }
  });

  it('words every role, players and agents too, in both languages', () => {
    for (const role of userRoles) {
      expect(label('en', `role.${role}`), role).toMatch(/^[A-Z][a-z]+$/);
      expect(label('zh', `role.${role}`), role).toMatch(HAN);
    }
  });
});

describe("each area's words", () => {
  it('exist in both languages, none empty, with the same placeholders', () => {
    for (const [area, en] of Object.entries(labelAreasEn)) {
      const chineseOf: Record<string, string> = labelAreasZh[area as keyof typeof labelAreasZh];
      expect(Object.keys(chineseOf).sort(), area).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const chinese = chineseOf[key] ?? '';
        expect(english.trim(), key).not.toBe('');
        expect(chinese.trim(), key).not.toBe('');
        expect(placeholders(chinese), key).toEqual(placeholders(english));
      }
    }
  });

  it('belong to one area each, and never shadow a key of the shared catalogue', () => {
    const seen = new Map<string, string>();
    for (const [area, en] of Object.entries(labelAreasEn)) {
      for (const key of Object.keys(en)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
        expect(Object.hasOwn(messages.en, key), key).toBe(false);
      }
    }
  });
});
