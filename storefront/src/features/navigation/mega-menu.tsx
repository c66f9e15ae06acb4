import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../i18n/intl';
import { ContentLink } from '../content-blocks/content-link';
import { LazyDepartmentPanel } from './lazy-department-panel';
import styles from './mega-menu.module.css';
import type { MenuDepartment } from './menu-model';
import { useHoverIntent } from './use-hover-intent';

const focusablesIn = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);

/**
 * The desktop mega menu (spec 001 section 2): departments in a 2.35rem bar; a department with sections is
 * a disclosure button opening a panel of section columns and their links. Opens on click, Enter, Space or
 * ArrowDown (which also moves focus into the panel), or a resting mouse; closes on Escape (focus back to
 * the trigger), a click outside, focus or the mouse leaving the menu, or navigation. The bar is drawn at
 * once; the panels' content loads on the first sign the shopper is about to open one.
 */
export function MegaMenu({ departments }: { departments: readonly MenuDepartment[] }) {
  const intl = useIntl();
  const baseId = useId();
  // Which panel is open, and whether its first link should take focus once the panel is drawn (ArrowDown).
  const [open, setOpen] = useState<{ id: string | null; focusFirst: boolean }>({
    id: null,
    focusFirst: false,
  });
  const openId = open.id;
  const setOpenId = useCallback((id: string | null) => setOpen({ id, focusFirst: false }), []);
  const onPanelFocused = useCallback(
    () => setOpen((o) => (o.focusFirst ? { ...o, focusFirst: false } : o)),
    [],
  );
  const [panelsWanted, setPanelsWanted] = useState(false);
  const wantPanels = () => setPanelsWanted(true);
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
  }, [openId, setOpenId]);

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
      setOpen({ id, focusFirst: true });
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
      onPointerEnter={wantPanels}
      onFocus={wantPanels}
      onPointerLeave={hover.leave}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenId(null);
      }}
    >
      <ul className={styles.bar}>
        {departments.map((dept) => {
          const panelId = `${baseId}-${dept.id}`;
          const isOpen = openId === dept.id;
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
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-level="1"
                onClick={() => {
                  hover.cancel();
                  // The click that follows a hover-open keeps the panel open.
                  if (isOpen && hover.consumeHoverOpen(dept.id)) return;
                  setOpenId(isOpen ? null : dept.id);
                }}
                onKeyDown={(event) => onTriggerKeyDown(event, dept.id)}
              >
                {dept.title}
              </button>
              <div id={panelId} className={styles.panel} hidden={!isOpen}>
                {panelsWanted ? (
                  <LazyDepartmentPanel
                    dept={dept}
                    focusFirst={isOpen && open.focusFirst}
                    onFocused={onPanelFocused}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
