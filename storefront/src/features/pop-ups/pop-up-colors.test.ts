import { describe, expect, it } from 'vitest';
import { contrastRatio, readablePopUpColors } from './pop-up-colors';

describe('the pop-up’s colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
    expect(contrastRatio('#FFF', '#FFFFFF')).toBeCloseTo(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the content’s colours when they are readable', () => {
    expect(
      readablePopUpColors({ backgroundColor: '#1A1A1A', titleColor: '#FFFFFF', disclaimerColor: '#CCCCCC' }),
    ).toEqual({ background: '#1A1A1A', title: '#FFFFFF', disclaimer: '#CCCCCC' });
  });

  it('falls back to the theme where the text could not be read', () => {
    // A grey disclaimer on the dark background is too faint: the title's colour is used instead (CSS).
    expect(
      readablePopUpColors({ backgroundColor: '#1A1A1A', titleColor: '#FFFFFF', disclaimerColor: '#555555' }),
    ).toEqual({ background: '#1A1A1A', title: '#FFFFFF' });
    // A light title on the theme's white: the theme's text.
    expect(readablePopUpColors({ titleColor: '#EEEEEE' })).toEqual({});
    // A dark background without a title colour would put dark text on dark: the theme's background too.
    expect(readablePopUpColors({ backgroundColor: '#1A1A1A' })).toEqual({});
  });
});
