import { describe, expect, it } from 'vitest';
import { isStickyPage, nextMinimized } from './header-state';

const facts = { headerHeight: 120, engaged: false };

describe('header flags', () => {
  it('sticks on every page but checkout', () => {
    expect(isStickyPage('home')).toBe(true);
    expect(isStickyPage('product')).toBe(true);
    expect(isStickyPage('checkout')).toBe(false);
  });

  it('minimizes scrolling down past the header and shows again scrolling up', () => {
    expect(nextMinimized(false, { ...facts, lastY: 400, y: 500 })).toBe(true);
    expect(nextMinimized(true, { ...facts, lastY: 500, y: 450 })).toBe(false);
  });

  it('stays shown near the top, ignores jitter and never hides while engaged', () => {
    expect(nextMinimized(false, { ...facts, lastY: 50, y: 100 })).toBe(false);
    expect(nextMinimized(true, { ...facts, lastY: 500, y: 503 })).toBe(true);
    expect(nextMinimized(false, { ...facts, lastY: 503, y: 500 })).toBe(false);
    expect(nextMinimized(false, { ...facts, engaged: true, lastY: 400, y: 900 })).toBe(false);
  });
});
