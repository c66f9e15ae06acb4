import { describe, expect, it } from 'vitest';
import { isFailure } from '../domain/failure';
import { parseImageParams } from './image-params';

const parse = (query: string) => parseImageParams(new URLSearchParams(query));

describe('image parameters', () => {
  it('reads the spec defaults and bounds', () => {
    expect(parse('wid=640&hei=800&sharpen=60&fmt=auto&qlt=50')).toEqual({
      wid: 640,
      hei: 800,
      sharpen: 60,
      fmt: 'auto',
      qlt: 50,
    });
    expect(parse('')).toEqual({});
    expect(isFailure(parse('wid=1&hei=4000&sharpen=0&qlt=100&fmt=webp&other=x'))).toBe(false);
  });

  it.each([
    ['wid=0', 'wid'],
    ['wid=4001', 'wid'],
    ['wid=12.5', 'wid'],
    ['wid=abc', 'wid'],
    ['wid=', 'wid'],
    ['wid=10&wid=20', 'wid'],
    ['hei=-1', 'hei'],
    ['sharpen=101', 'sharpen'],
    ['qlt=0', 'qlt'],
    ['fmt=gif', 'fmt'],
  ])('refuses %s with API400 naming %s', (query, name) => {
    const result = parse(query);
    expect(result).toMatchObject({ ok: false, errorId: 'API400' });
    expect(isFailure(result) && result.message).toContain(`query.${name}:`);
  });
});
