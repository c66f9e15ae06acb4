import { useId, useRef, useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { pushAnalyticsEvent } from '../../telemetry/data-layer';
import { ContentLink } from '../content-blocks/content-link';
import { useMenuClicks } from './menu-clicks';
import { MenuLinkItem } from './menu-link-item';
import type { MenuDepartment, MenuSection } from './menu-model';
import styles from './mobile-menu.module.css';
import { ShopAllLink } from './shop-all-link';

function Chevron() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={styles.chevron}
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A section heading that expands or collapses its panel (spec 001 section 4, "Mobile menu"). */
function Disclosure({ title, level, children }: { title: string; level: 1 | 2; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={level === 1 ? styles.trigger : styles.subTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          pushAnalyticsEvent({ event: open ? 'mobileMenuClose' : 'mobileMenuExpand', section: title });
          setOpen(!open);
        }}
      >
        <span>{title}</span>
        <Chevron />
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {children}
      </div>
    </>
  );
}

function SectionItem({ section }: { section: MenuSection }) {
  if (section.links.length === 0 && !section.shopAll) {
    return section.target ? (
      <li>
        <ContentLink href={section.target.href} newTab={section.target.newTab} className={styles.subLink}>
          {section.title}
        </ContentLink>
      </li>
    ) : null;
  }
  return (
    <li>
      <Disclosure title={section.title} level={2}>
        <ul className={styles.links}>
          {section.shopAll ? (
            <li>
              <ShopAllLink shopAll={section.shopAll} className={styles.shopAll} />
            </li>
          ) : null}
          {section.links.map((link) => (
            <MenuLinkItem key={link.id} link={link} className={styles.link} iconClassName={styles.icon} />
          ))}
        </ul>
      </Disclosure>
    </li>
  );
}

/**
 * The mobile menu: an accordion of departments, each opening its shop-all link (unless hidden) and its
 * sections, which open their links (with the level-2 shop-all when the site shows it).
 */
export default function MobileMenu({ departments }: { departments: readonly MenuDepartment[] }) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  useMenuClicks(ref, 'mobile');
  return (
    <nav ref={ref} aria-label={intl.formatMessage({ id: 'navigation.main' })} className={styles.menu}>
      <ul className={styles.departments}>
        {departments.map((dept) => (
          <li key={dept.id} className={dept.style === 'highlight' ? styles.highlight : undefined}>
            {dept.sections.length === 0 ? (
              dept.target ? (
                <ContentLink href={dept.target.href} newTab={dept.target.newTab} className={styles.trigger}>
                  {dept.title}
                </ContentLink>
              ) : null
            ) : (
              <Disclosure title={dept.title} level={1}>
                {dept.shopAll ? <ShopAllLink shopAll={dept.shopAll} className={styles.shopAllTop} /> : null}
                <ul className={styles.sections}>
                  {dept.sections.map((section) => (
                    <SectionItem key={section.id} section={section} />
                  ))}
                </ul>
              </Disclosure>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
