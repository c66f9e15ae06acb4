import { type CSSProperties, useEffect, useId, useRef } from 'react';
import { Picture } from '../../ui/image/picture';
import { ContentLink } from '../content-blocks/content-link';
import styles from './department-panel.module.css';
import menuStyles from './mega-menu.module.css';
import { useMenuClicks } from './menu-clicks';
import { MenuLinkItem } from './menu-link-item';
import type { MenuDepartment } from './menu-model';
import { ShopAllLink } from './shop-all-link';

/**
 * A department's mega menu panel: its section columns of links and the feature (image, shop-all link).
 * Asked to (`focusFirst`, by ArrowDown on the department), it moves focus to its first link as soon as it
 * is drawn, which may be after the panel opened (lazy-department-panel.tsx loads it).
 */
export default function DepartmentPanel({
  dept,
  focusFirst,
  onFocused,
}: {
  dept: MenuDepartment;
  focusFirst: boolean;
  onFocused: () => void;
}) {
  const baseId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useMenuClicks(ref, 'desktop');
  useEffect(() => {
    if (!focusFirst) return;
    ref.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    onFocused();
  }, [focusFirst, onFocused]);
  return (
    <div ref={ref} className={menuStyles.panelInner}>
      <div className={styles.columns} style={{ '--menu-columns': dept.columns } as CSSProperties}>
        {dept.sections.map((section) => {
          const headingId = `${baseId}-${section.id}`;
          return (
            <div key={section.id} className={styles.column}>
              <p id={headingId} className={styles.sectionTitle}>
                {section.target ? (
                  <ContentLink href={section.target.href} newTab={section.target.newTab}>
                    {section.title}
                  </ContentLink>
                ) : (
                  section.title
                )}
              </p>
              <ul aria-labelledby={headingId} className={styles.links}>
                {section.links.map((link) => (
                  <MenuLinkItem
                    key={link.id}
                    link={link}
                    className={styles.link}
                    iconClassName={styles.icon}
                  />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <aside className={styles.feature}>
        {dept.media ? (
          <Picture
            src={dept.media.url}
            alt={dept.media.alt}
            width={320}
            height={200}
            className={styles.featureImage}
          />
        ) : null}
        {dept.target ? (
          <ShopAllLink shopAll={{ ...dept.target, title: dept.title }} className={styles.shopAll} />
        ) : null}
      </aside>
    </div>
  );
}
