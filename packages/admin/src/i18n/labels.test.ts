import { describe, expect, it } from 'vitest';
import { label } from './labels';

describe("the console's words", () => {
  it('says each label in both languages, filling arguments', () => {
    expect(label('en', 'list.total', 12)).toBe('12 in all');
    expect(label('zh', 'list.total', 12)).toBe('共 12 条');
  });

  it('reads statuses and errors from the shared catalogue, not a copy of its own', () => {
    expect(label('en', 'status.pending')).toBe('Pending review');
    expect(label('zh', 'error.NotStaffAccount')).toBe('这是玩家账号：控制台只供员工账号使用');
  });
});
