import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useIntl } from '../../../i18n/intl';
import { usePendingBlocks } from '../block-reveal';
import { renderEditorialHtml } from './render-editorial-html';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** CMS HTML, as the content contracts' `richText` fields carry it. */
  readonly html: string;
  readonly className?: string;
}

const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/** A click the browser should handle itself: another button, a modifier key (new tab, window), a new-tab link. */
function browserHandles(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.getAttribute('target') ?? '_self') !== '_self' ||
    anchor.hasAttribute('download')
  );
}

/**
 * Content rich text rendered as HTML after sanitising (render-editorial-html.ts: the browser's sanitiser, or
 * DOMPurify where there is none), its site links on the shopper's locale. A plain click on a site link
 * navigates client-side (one delegated listener, since the links are HTML, not React elements); anything else
 * is the browser's.
 */
export function RichText({ html, className }: RichTextProps) {
  const { locale } = useIntl();
  const navigate = useNavigate();
  const holder = useRef<HTMLDivElement>(null);
  const pendingBlocks = usePendingBlocks();
  // Before paint: the sanitised text is there in the first frame that has this block.
  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    let wanted = true;
    let waiting = false;
    // Until the sanitiser has come, this text has no height: a revealing page waits for it, once.
    const drawn = () => {
      if (!waiting) return;
      waiting = false;
      pendingBlocks?.(-1);
    };
    const download = renderEditorialHtml(element, html, locale, () => wanted);
    if (download) {
      waiting = true;
      pendingBlocks?.(1);
      download
        .catch((error: unknown) => console.error('[storefront] the rich text sanitiser did not load', error))
        .finally(() => {
          if (wanted) drawn();
        });
    }
    return () => {
      wanted = false;
      drawn();
    };
  }, [html, locale, pendingBlocks]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!isSitePath(href) || browserHandles(event, anchor)) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the links' own clicks (keyboard ones too)
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click
    <div ref={holder} className={className ? `${styles.text} ${className}` : styles.text} onClick={onClick} />
  );
}
