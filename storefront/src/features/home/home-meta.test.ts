import { describe, expect, it } from 'vitest';
import { homeMeta } from './home-meta';

const defaults = { title: 'Default', description: 'Default description' };

describe('homeMeta', () => {
  it('takes the content meta without the brand suffix PageMeta adds', () => {
    const page = { title: 'Home', meta: { title: 'Outdoor gear | SummitPeak', description: 'Gear.' } };
    expect(homeMeta(page, defaults)).toEqual({ title: 'Outdoor gear', description: 'Gear.' });
  });

  it('falls back to the page title, then to the defaults', () => {
    expect(homeMeta({ title: 'Home', meta: { description: '' } }, defaults)).toEqual({
      title: 'Home',
      description: 'Default description',
    });
    expect(homeMeta(undefined, defaults)).toEqual(defaults);
  });
});
