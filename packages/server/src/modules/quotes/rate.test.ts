// Reading ¥ per USDT from a quotes answer: the configured field, nested or not, as a number or text; any
// answer without a plausible rate is no rate at all.
import { describe, expect, it } from 'vitest';
import { readRate } from './service';

describe('readRate', () => {
  it.each([
    ['{"rate":7.1}', 'rate', '7.1000'],
    ['{"rate":"7.12345"}', 'rate', '7.1235'],
    ['{"data":{"price":"7.20"}}', 'data.price', '7.2000'],
  ])('reads %s at %s', (body, field, rate) => {
    expect(readRate(body, field)).toBe(rate);
  });

  it.each([
    ['not JSON', 'not json', 'rate'],
    ['a missing field', '{"price":7}', 'rate'],
    ['zero', '{"rate":0}', 'rate'],
    ['a negative rate', '{"rate":-7}', 'rate'],
    ['an absurd rate', '{"rate":100000}', 'rate'],
    ['text that is no number', '{"rate":"seven"}', 'rate'],
    ['an object', '{"rate":{"v":7}}', 'rate'],
    ['a path through a number', '{"data":7}', 'data.rate'],
  ])('finds no rate in %s', (_name, body, field) => {
    expect(readRate(body, field)).toBeUndefined();
  });
});
