import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../i18n/intl';
import { Picture } from '../../ui/image/picture';
import { ContentLink } from '../content-blocks/content-link';
import styles from './mega-menu.module.css';
import { MenuIcon } from './menu-icon';
import type { MenuDepartment } from './menu-model';
import { ShopAllLink } from './shop-all-link';
import { useHoverIntent } from './use-hover-intent';

const focusablesIn = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);

/**
 * The desktop mega menu (spec 001 section 2): departments in a 2.35rem bar; a department with sections is
 * a disclosure button opening a panel of section columns and their links. Opens on click, Enter, Space or
 * ArrowDown (which also moves focus into the panel), or a resting mouse; closes on Escape (focus back to
 * the trigger), a click outside, focus or the mouse leaving the menu, or navigation.
 */
export function MegaMenu({ departments }: { departments: readonly MenuDepartment[] }) {
  const intl = useIntl();
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const location = useLocation();
  const hover = useHoverIntent(setOpenId);

  // Choosing a link navigates: the panel closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpenId(null), [location.pathname, location.search]);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  useEffect(() => {
    if (!openId || !focusFirst) return;
    setFocusFirst(false);
    focusablesIn(document.getElementById(`${baseId}-${openId}`))[0]?.focus();
  }, [openId, focusFirst, baseId]);

  const closeToTrigger = () => {
    if (!openId) return;
    triggers.current.get(openId)?.focus();
    setOpenId(null);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const all = focusablesIn(navRef.current).filter((el) => el.dataset.level === '1');
    const index = all.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenId(id);
      setFocusFirst(true);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      all[(index + step + all.length) % all.length]?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      aria-label={intl.formatMessage({ id: 'navigation.main' })}
      className={styles.nav}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openId) {
          event.preventDefault();
          closeToTrigger();
        }
      }}
      onPointerLeave={hover.leave}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenId(null);
      }}
    >
      <ul className={styles.bar}>
        {departments.map((dept) => {
          const panelId = `${baseId}-${dept.id}`;
          const open = openId === dept.id;
          const tone = dept.style === 'highlight' ? styles.highlight : '';
          if (dept.sections.length === 0) {
            return dept.target ? (
              <li key={dept.id} onPointerEnter={(event) => hover.enter(null, event)}>
                <ContentLink
                  href={dept.target.href}
                  newTab={dept.target.newTab}
                  className={`${styles.topItem} ${tone}`}
                  data-level="1"
                >
                  {dept.title}
                </ContentLink>
              </li>
            ) : null;
          }
          return (
            <li key={dept.id} onPointerEnter={(event) => hover.enter(dept.id, event)}>
              <button
                type="button"
                ref={(el) => {
                  if (el) triggers.current.set(dept.id, el);
                  else triggers.current.delete(dept.id);
                }}
                className={`${styles.topItem} ${tone}`}
                aria-expanded={open}
                aria-controls={panelId}
                data-level="1"
                onClick={() => {
                  hover.cancel();
                  // The click that follows a hover-open keeps the panel open.
                  if (open && hover.consumeHoverOpen(dept.id)) return;
                  setOpenId(open ? null : dept.id);
                }}
                onKeyDown={(event) => onTriggerKeyDown(event, dept.id)}
              >
                {dept.title}
              </button>
              <div id={panelId} className={styles.panel} hidden={!open}>
                <DepartmentPanel dept={dept} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function DepartmentPanel({ dept }: { dept: MenuDepartment }) {
  const baseId = useId();
  return (
    <div className={styles.panelInner}>
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
                  <li key={link.id}>
                    <ContentLink href={link.href} newTab={link.newTab} className={styles.link}>
                      <MenuIcon name={link.icon} className={styles.icon} />
                      {link.label}
                    </ContentLink>
                  </li>
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
