import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../../contracts/entities/content-blocks-menu';
import { menuModel } from './menu-model';

const link = (id: string, url: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title: id,
  target: { url, targetAttribute: '_self' },
  ...extra,
});

const menu = {
  items: [
    {
      id: 'men',
      title: 'Men',
      target: { url: '/en-us/c/men-1000', targetAttribute: '_self' },
      columns: 3,
      mediaObject: { url: 'https://images.example/men.jpg', alt: 'Men', seoTitle: 'Shop Men' },
      children: [
        {
          id: 'men-shop',
          title: 'Shop Men',
          target: { url: '/en-us/c/men-1000', targetAttribute: '_self' },
          overrideShopAll: 'Shop all Men',
          children: [link('Jackets', '/en-us/c/jackets-1100'), link('Pants', '/en-us/c/pants-1200')],
        },
        {
          id: 'men-featured',
          title: 'Featured',
          menuStyle: 'featured',
          hideShopAll: true,
          target: { url: '/en-us/search', targetAttribute: '_self' },
          children: [link('New', '/en-us/search?sort=newest', { menuIcon: 'sparkle' })],
        },
        { id: 'men-plain', title: 'Plain', target: { url: '/en-us/plain', targetAttribute: '_blank' } },
      ],
    },
    {
      id: 'sale',
      title: 'Sale',
      menuStyle: 'highlight',
      hideShopAll: true,
      target: { url: '/en-us/search?filters=sale:true', targetAttribute: '_self' },
      children: [{ id: 'sale-deps', title: 'By department', children: [link('Men sale', '/en-us/x')] }],
    },
    {
      id: 'journal',
      title: 'Journal',
      target: { url: 'https://journal.example', targetAttribute: '_blank' },
    },
  ],
} satisfies { items: MenuItem[] };

describe('menuModel', () => {
  it('keeps three levels: departments, sections and links with their icons', () => {
    const [men] = menuModel(menu, { showShopAllL3sOnMobile: false });
    expect(men?.sections.map((s) => s.title)).toEqual(['Shop Men', 'Featured', 'Plain']);
    expect(men?.sections[0]?.links.map((l) => l.label)).toEqual(['Jackets', 'Pants']);
    expect(men?.sections[1]?.links[0]).toMatchObject({ icon: 'sparkle', href: '/en-us/search?sort=newest' });
    expect(men?.sections[1]?.style).toBe('featured');
    expect(men?.media).toEqual({ url: 'https://images.example/men.jpg', alt: 'Men', caption: 'Shop Men' });
    expect(men?.columns).toBe(3);
  });

  it('gives each department a mobile shop-all unless hideShopAll, with the default text', () => {
    const [men, sale, journal] = menuModel(menu, { showShopAllL3sOnMobile: false });
    expect(men?.shopAll).toEqual({ href: '/en-us/c/men-1000', newTab: false, title: 'Men' });
    expect(sale?.shopAll).toBeUndefined();
    // A plain link department has no panel, so no shop-all.
    expect(journal?.shopAll).toBeUndefined();
    expect(journal?.target).toEqual({ href: 'https://journal.example', newTab: true });
  });

  it('shows the level-2 shop-all entries only with showShopAllL3sOnMobile', () => {
    const off = menuModel(menu, { showShopAllL3sOnMobile: false });
    expect(off.flatMap((d) => d.sections).some((s) => s.shopAll)).toBe(false);

    const [men, sale] = menuModel(menu, { showShopAllL3sOnMobile: true });
    // The override text replaces "Shop all".
    expect(men?.sections[0]?.shopAll).toEqual({
      href: '/en-us/c/men-1000',
      newTab: false,
      title: 'Shop Men',
      overrideText: 'Shop all Men',
    });
    // hideShopAll hides it even with the flag on.
    expect(men?.sections[1]?.shopAll).toBeUndefined();
    // Default text (no override), new tab kept.
    expect(men?.sections[2]?.shopAll).toEqual({ href: '/en-us/plain', newTab: true, title: 'Plain' });
    // A section with nowhere to go has no shop-all.
    expect(sale?.sections[0]?.shopAll).toBeUndefined();
  });

  it('leaves out level-3 items without a target', () => {
    const [model] = menuModel(
      {
        items: [
          { id: 'a', title: 'A', children: [{ id: 'b', title: 'B', children: [{ id: 'c', title: 'C' }] }] },
        ],
      },
      { showShopAllL3sOnMobile: true },
    );
    expect(model?.sections[0]?.links).toEqual([]);
    expect(model?.target).toBeUndefined();
  });
});
