import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_LIMIT, parseByteSize } from './usage-error';

describe('--max-body sizes', () => {
  it.each([
    ['65536', 65_536],
    ['1', 1],
    ['512kb', 512 * 1024],
    ['1mb', 1024 * 1024],
    ['1MB', 1024 * 1024],
    ['1MiB', 1024 * 1024],
    ['1.5mb', 1.5 * 1024 * 1024],
    [' 2 kb ', 2048],
    ['100b', 100],
    ['100mb', MAX_BODY_LIMIT],
  ])('reads %j as %d bytes', (text, bytes) => {
    expect(parseByteSize(text)).toBe(bytes);
  });

  it.each(['', 'lots', '0', '0kb', '-1', '1e3', '1 tb', '1m', 'mb', '101mb', '1gb', '0.0001kb'])(
    'refuses %j with the rule, not a stack trace',
    (text) => {
      expect(() => parseByteSize(text)).toThrow(InvalidArgumentError);
      expect(() => parseByteSize(text)).toThrow(/^a size is bytes or a number with kb, mb/);
    },
  );
});
