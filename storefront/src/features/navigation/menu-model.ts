import type { MenuItem } from '../../../../contracts/entities/content-blocks-menu';
import type { ContentMenu } from '../../commerce/content';

/**
 * The content menu (spec 001 sections 2 and 3) turned into what the header draws: departments (level 1)
 * in the bar, sections (level 2) as columns or accordion panels, links (level 3), and the mobile shop-all
 * entries. Pure, so the shop-all rules are tested without rendering.
 */

export interface MenuHref {
  readonly href: string;
  /** Opens in a new tab (targetAttribute _blank). */
  readonly newTab: boolean;
}

export interface MenuLink extends MenuHref {
  readonly id: string;
  readonly label: string;
  /** Level-3 items may carry an icon (a CMS icon key such as 'star'). */
  readonly icon?: string;
}

/** A mobile "Shop all" entry: the CMS text when it overrides the default, else the default with the title. */
export interface ShopAll extends MenuHref {
  readonly overrideText?: string;
  /** The section's title, for the default text ("Shop all {title}"). */
  readonly title: string;
}

export interface MenuSection {
  readonly id: string;
  readonly title: string;
  readonly target?: MenuHref;
  readonly style?: string;
  readonly links: readonly MenuLink[];
  /** Mobile level-2 shop-all, first of the section's links: only with showShopAllL3sOnMobile. */
  readonly shopAll?: ShopAll;
}

export interface MenuDepartment {
  readonly id: string;
  readonly title: string;
  readonly target?: MenuHref;
  readonly style?: string;
  /** Columns the desktop panel spans (CMS), at least the number of sections. */
  readonly columns: number;
  readonly media?: { readonly url: string; readonly alt: string; readonly caption?: string };
  readonly sections: readonly MenuSection[];
  /** Mobile shop-all at the top of the department's panel, unless the CMS hides it. */
  readonly shopAll?: ShopAll;
}

export interface MenuModelOptions {
  /** Feature flag showShopAllL3sOnMobile (spec 001 section 2). */
  readonly showShopAllL3sOnMobile: boolean;
}

const hrefOf = (item: Pick<MenuItem, 'target'>): MenuHref | undefined =>
  item.target ? { href: item.target.url, newTab: item.target.targetAttribute === '_blank' } : undefined;

/** A shop-all entry for an item with somewhere to go, unless hideShopAll. */
function shopAllOf(item: MenuItem): ShopAll | undefined {
  const target = hrefOf(item);
  if (!target || item.hideShopAll) return undefined;
  return {
    ...target,
    title: item.title,
    ...(item.overrideShopAll ? { overrideText: item.overrideShopAll } : {}),
  };
}

function linkOf(item: MenuItem): MenuLink | undefined {
  const target = hrefOf(item);
  if (!target) return undefined;
  return { id: item.id, label: item.title, ...target, ...(item.menuIcon ? { icon: item.menuIcon } : {}) };
}

function sectionOf(item: MenuItem, options: MenuModelOptions): MenuSection {
  const target = hrefOf(item);
  const shopAll = options.showShopAllL3sOnMobile ? shopAllOf(item) : undefined;
  return {
    id: item.id,
    title: item.title,
    ...(target ? { target } : {}),
    ...(item.menuStyle ? { style: item.menuStyle } : {}),
    links: (item.children ?? []).flatMap((child) => linkOf(child) ?? []),
    ...(shopAll ? { shopAll } : {}),
  };
}

export function menuModel(menu: Pick<ContentMenu, 'items'>, options: MenuModelOptions): MenuDepartment[] {
  return menu.items.map((item) => {
    const target = hrefOf(item);
    const sections = (item.children ?? []).map((child) => sectionOf(child, options));
    const shopAll = sections.length > 0 ? shopAllOf(item) : undefined;
    return {
      id: item.id,
      title: item.title,
      ...(target ? { target } : {}),
      ...(item.menuStyle ? { style: item.menuStyle } : {}),
      columns: Math.max(item.columns ?? 1, sections.length),
      ...(item.mediaObject
        ? {
            media: {
              url: item.mediaObject.url,
              alt: item.mediaObject.alt,
              ...(item.mediaObject.seoTitle ? { caption: item.mediaObject.seoTitle } : {}),
            },
          }
        : {}),
      sections,
      ...(shopAll ? { shopAll } : {}),
    };
  });
}
