import { type RefObject, useEffect } from 'react';
import { pushAnalyticsEvent } from '../../telemetry/data-layer';

/**
 * Tells analytics which menu link was chosen (spec 001 section 7, "menu clicks"): one listener on the menu
 * sees every link's click, by mouse, touch or the keyboard's Enter.
 */
export function useMenuClicks(ref: RefObject<HTMLElement | null>, menu: 'desktop' | 'mobile'): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !root.contains(link)) return;
      pushAnalyticsEvent({
        event: 'menuClick',
        label: link.textContent?.trim() ?? '',
        href: link.getAttribute('href') ?? '',
        menu,
      });
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [ref, menu]);
}
