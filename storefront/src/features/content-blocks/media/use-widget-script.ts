import { type RefObject, useEffect } from 'react';
import { SOCIAL_WIDGET_INIT_DELAY_MS } from '../../../../../contracts/entities/content-blocks-media';
import { logMediaProblem } from './media-log';

/**
 * A third-party gallery widget in `host` (spec 001 sections 4 and 8): its script is added 500 ms after
 * mount (not in the page's first paint), with `data-*` attributes the widget reads; unmounting cancels a
 * pending start and destroys the widget (its script and whatever it drew). A script that fails to load is
 * logged only. Not `enabled`, nothing happens yet (the product lookup is pending).
 */
export function useWidgetScript(
  host: RefObject<HTMLElement | null>,
  src: string,
  data: Readonly<Record<string, string>>,
  enabled = true,
): void {
  // The attributes as one value, so an equal object on the next render restarts nothing.
  const dataKey = JSON.stringify(data);
  useEffect(() => {
    const element = host.current;
    if (!enabled || !element) return;
    const attributes = JSON.parse(dataKey) as Record<string, string>;
    const timer = setTimeout(() => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(attributes)) script.dataset[name] = value;
      script.addEventListener('error', () => logMediaProblem(`Failed to load script with src ${src}`));
      element.append(script);
    }, SOCIAL_WIDGET_INIT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      element.replaceChildren();
    };
  }, [host, src, dataKey, enabled]);
}
