import { describe, expect, it } from 'vitest';
import { findAnsweringLine, knownLines, NoLineAnsweredError, normalizeLine, probeOrder } from './lines';

const origin = 'https://play.example.com';

describe('normalizeLine', () => {
  it('reads empty and relative addresses as this site', () => {
    expect(normalizeLine('', origin)).toBe(origin);
    expect(normalizeLine('/', origin)).toBe(origin);
    expect(normalizeLine('/backend/', origin)).toBe(`${origin}/backend`);
    expect(normalizeLine(' https://a.example.com/ ', origin)).toBe('https://a.example.com');
  });
});

describe('knownLines', () => {
  it('keeps the configured order, drops duplicates and ends with this site', () => {
    expect(
      knownLines(['https://a.example.com', 'https://b.example.com/', 'https://a.example.com'], origin),
    ).toEqual([
      { index: 0, url: 'https://a.example.com' },
      { index: 1, url: 'https://b.example.com' },
      { index: 2, url: origin },
    ]);
  });

  it('is only this site when no config is cached yet', () => {
    expect(knownLines(undefined, origin)).toEqual([{ index: 0, url: origin }]);
    expect(knownLines([], origin)).toEqual([{ index: 0, url: origin }]);
  });

  it('does not add this site twice when the config lists it', () => {
    expect(knownLines([origin, 'https://b.example.com'], origin).map((line) => line.url)).toEqual([
      origin,
      'https://b.example.com',
    ]);
  });
});

describe('probeOrder', () => {
  const lines = knownLines(['https://a.example.com', 'https://b.example.com'], origin);

  it('tries the chosen line first, the others in configured order', () => {
    expect(probeOrder(lines, 'https://b.example.com').map((line) => line.index)).toEqual([1, 0, 2]);
  });

  it('keeps the configured order without a choice or with a choice no longer known', () => {
    expect(probeOrder(lines, null).map((line) => line.index)).toEqual([0, 1, 2]);
    expect(probeOrder(lines, 'https://gone.example.com').map((line) => line.index)).toEqual([0, 1, 2]);
  });
});

describe('findAnsweringLine', () => {
  const lines = knownLines(['https://a.example.com', 'https://b.example.com'], origin);

  it('probes one line at a time, in order, and stops at the first answer', async () => {
    const probed: string[] = [];
    const result = await findAnsweringLine(lines, async (line) => {
      probed.push(line.url);
      if (line.index === 0) throw new Error('refused');
      return `config from ${line.url}`;
    });
    expect(probed).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(result).toEqual({ line: lines[1], answer: 'config from https://b.example.com' });
  });

  it('passes each probe its position, so the last may wait longest', async () => {
    const positions: number[] = [];
    await expect(
      findAnsweringLine(lines, async (_line, position) => {
        positions.push(position);
        throw new Error('down');
      }),
    ).rejects.toBeInstanceOf(NoLineAnsweredError);
    expect(positions).toEqual([0, 1, 2]);
  });

  it('reports every failure when no line answers', async () => {
    const failure = await findAnsweringLine(lines, async (line) => {
      throw new Error(`down: ${line.url}`);
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NoLineAnsweredError);
    expect((failure as NoLineAnsweredError).failures.map((f) => f.line.index)).toEqual([0, 1, 2]);
  });
});
