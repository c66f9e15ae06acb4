import { z } from '../zod';
import { contentBlockBase, contentId, contentUrl, ctaTarget, linkTarget } from './content-media';

/** Desktop mega menu bar height (spec 001 section 2). */
export const MEGA_MENU_BAR_HEIGHT = '2.35rem';

/**
 * Menu item (spec 001 section 3). Menus have three levels: level 1 in the bar, level 2 sections, level 3
 * links (which may carry an icon). `children` nests the next level.
 */
export const menuItem = z
  .object({
    id: contentId,
    title: z.string().min(1).max(120),
    menuStyle: z
      .string()
      .max(64)
      .optional()
      .openapi({ description: 'Styling key from the CMS.', example: 'featured' }),
    target: linkTarget.optional(),
    columns: z
      .number()
      .int()
      .min(1)
      .max(6)
      .optional()
      .openapi({ description: 'Columns a level-1 panel spans.' }),
    get children(): z.ZodOptional<z.ZodArray<typeof menuItem>> {
      return z.array(menuItem).max(60).optional();
    },
    hideShopAll: z
      .boolean()
      .optional()
      .openapi({ description: 'Hides the mobile shop-all link of the section.' }),
    overrideShopAll: z.string().max(120).optional().openapi({ description: 'Text replacing "Shop all".' }),
    menuIcon: z.string().max(64).optional(),
    mediaObject: z
      .object({ url: contentUrl, alt: z.string().max(300), seoTitle: z.string().max(200).optional() })
      .optional(),
  })
  .openapi('ContentMenuItem');

export const megaMenuBlock = contentBlockBase.extend({
  type: z.literal('megaMenu'),
  items: z.array(menuItem).max(20),
});

/** Secondary nav: a title and links; a collapsible list on small screens. */
export const secondaryNavBlock = contentBlockBase.extend({
  type: z.literal('secondaryNav'),
  title: z.string().min(1).max(200),
  links: z.array(ctaTarget).min(1).max(30),
  showDivider: z.boolean().default(false),
});

export type MenuItem = z.infer<typeof menuItem>;
export type MegaMenuBlock = z.infer<typeof megaMenuBlock>;
export type SecondaryNavBlock = z.infer<typeof secondaryNavBlock>;
