import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from '../../../i18n/intl';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons/icons';
import styles from './carousel.module.css';

export type SlidePadding = 'none' | 'small' | 'medium' | 'large';

export interface CarouselSlide {
  readonly key: string;
  readonly content: ReactNode;
}

export interface CarouselProps {
  /** The carousel's accessible name (its title, or a generic one). */
  readonly label: string;
  readonly slides: readonly CarouselSlide[];
  /** Previous/next buttons from medium screens up (always hidden on small screens, where swiping scrolls). */
  readonly showArrows?: boolean;
  readonly slidePadding?: SlidePadding;
  /** `fixed`: slides of the spec's width (19.25rem small, 26.5rem otherwise); `auto`: each slide its content's width. */
  readonly slideWidth?: 'fixed' | 'auto';
  /** Slides shown side by side from medium screens up (fixed width only), within the 26.5rem cap. */
  readonly perView?: number;
  readonly className?: string;
}

/** Where the track is: the first slide whose start is (about) in view, the last one once scrolled to the end. */
function positionOf(track: HTMLElement): number {
  const slides = Array.from(track.children) as HTMLElement[];
  if (slides.length === 0) return 0;
  if (track.scrollLeft >= track.scrollWidth - track.clientWidth - 2) return slides.length - 1;
  const start = slides[0]?.offsetLeft ?? 0;
  const found = slides.findIndex((s) => s.offsetLeft - start >= track.scrollLeft - 2);
  return found === -1 ? slides.length - 1 : found;
}

/**
 * The one content carousel (spec 001 sections 2 and 9): a horizontally scrolling track with scroll snap, so
 * phones swipe it natively; previous/next buttons from medium screens up; the arrow keys move a slide when
 * focus is in the track; a polite live region says which slide is first in view.
 */
export function Carousel({
  label,
  slides,
  showArrows = true,
  slidePadding = 'small',
  slideWidth = 'fixed',
  perView,
  className,
}: CarouselProps) {
  const intl = useIntl();
  const trackRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(0);
  const count = slides.length;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const next = Math.max(0, Math.min(count - 1, index));
      setPosition(next);
      const slide = track?.children[next] as HTMLElement | undefined;
      if (!track || !slide) return;
      const start = (track.children[0] as HTMLElement).offsetLeft;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo?.({ left: slide.offsetLeft - start, behavior: reduce ? 'auto' : 'smooth' });
    },
    [count],
  );

  // Swipes and scrolls move the position too (read once per frame).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPosition(positionOf(track)));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const to = step === undefined ? { Home: 0, End: count - 1 }[event.key] : position + step;
    if (to === undefined) return;
    event.preventDefault();
    goTo(to);
  };

  const values = (index: number) => ({ position: index + 1, count });
  const arrows = showArrows && count > 1;
  const atStart = position === 0;
  const atEnd = position >= count - 1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel is a group (the block's section is the landmark)
    <div
      role="group"
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={intl.formatMessage({ id: 'contentBlocks.layout.carousel.label' })}
      aria-label={label}
      style={perView ? ({ '--per-view': perView } as CSSProperties) : undefined}
      data-slide-padding={slidePadding}
    >
      {arrows ? (
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={intl.formatMessage({ id: 'contentBlocks.layout.carousel.previous' })}
            aria-disabled={atStart || undefined}
            onClick={() => goTo(position - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={intl.formatMessage({ id: 'contentBlocks.layout.carousel.next' })}
            aria-disabled={atEnd || undefined}
            onClick={() => goTo(position + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
      {/* A scrolling region must be reachable by keyboard (axe scrollable-region-focusable): the arrow keys move it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the focusable track takes the arrow keys (APG carousel) */}
      <div
        ref={trackRef}
        className={`${styles.track} ${slideWidth === 'auto' ? styles.autoWidth : styles.fixedWidth}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        data-carousel-track=""
        onKeyDown={onKeyDown}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
          <div
            key={slide.key}
            className={styles.slide}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'contentBlocks.layout.carousel.slideRole' })}
            aria-label={intl.formatMessage({ id: 'contentBlocks.layout.carousel.slide' }, values(index))}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {intl.formatMessage({ id: 'contentBlocks.layout.carousel.position' }, values(position))}
      </p>
    </div>
  );
}
