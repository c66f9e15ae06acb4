import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops tags, decodes entities and collapses space', () => {
    expect(plainText('<p>Free shipping over <strong>$75</strong></p>')).toBe('Free shipping over $75');
    expect(plainText('<p>Tom &amp; Jerry&#39;s &lt;3&#x21;</p>')).toBe("Tom & Jerry's <3!");
  });

  it('leaves markup-looking text inert', () => {
    expect(plainText('<img src=x onerror="alert(1)">Hi')).toBe('Hi');
  });
});
