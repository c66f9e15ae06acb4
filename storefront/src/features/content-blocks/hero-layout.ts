import type { BlockOfType } from './block-props';

type Hero = BlockOfType<'heroBelowMedia' | 'heroProductOverlay'>;
export type MediaColumns = 1 | 2;

/**
 * Media columns per breakpoint (spec 001 section 2: one or two per breakpoint). A breakpoint without its
 * own layout takes the next smaller one's, as media do; two columns need the second media.
 */
export function heroColumns(hero: Pick<Hero, 'layouts' | 'secondaryMedia'>): {
  small: MediaColumns;
  medium: MediaColumns;
  large: MediaColumns;
} {
  const allowed = (columns: MediaColumns): MediaColumns => (hero.secondaryMedia ? columns : 1);
  const small = hero.layouts?.small?.mediaColumns ?? 1;
  const medium = hero.layouts?.medium?.mediaColumns ?? small;
  const large = hero.layouts?.large?.mediaColumns ?? medium;
  return { small: allowed(small), medium: allowed(medium), large: allowed(large) };
}
