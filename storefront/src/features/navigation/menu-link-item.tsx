import { ContentLink } from '../content-blocks/content-link';
import { MenuIcon } from './menu-icon';
import type { MenuLink } from './menu-model';

/** One link of a menu section with its optional icon: the mega-menu panel's and the mobile accordion's. */
export function MenuLinkItem(props: { link: MenuLink; className?: string; iconClassName?: string }) {
  const { link, className, iconClassName } = props;
  return (
    <li>
      <ContentLink href={link.href} newTab={link.newTab} className={className}>
        <MenuIcon name={link.icon} className={iconClassName} />
        {link.label}
      </ContentLink>
    </li>
  );
}
