import { type CSSProperties, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { IconButton } from '../../ui/button/icon-button';
import { CloseIcon } from '../../ui/icons/icons';
import { useImageBase } from '../../ui/image/image-base';
import { imageUrl } from '../../ui/image/image-url';
import { CtaButtons } from '../content-blocks/cta-buttons';
import styles from './pop-up.module.css';

// The sanitiser comes with the disclaimer only (most of a page's visits never expand a pop-up).
const RichText = lazy(async () => ({ default: (await import('../content-blocks/text/rich-text')).RichText }));

import { pushAnalyticsEvent } from '../../telemetry/data-layer';
import { readablePopUpColors } from './pop-up-colors';
import { type ContentPopUp, expandDelay } from './pop-up-rules';

export interface PopUpProps {
  readonly popUp: ContentPopUp;
  /** The close action: the host adds the pop-up to the dismissed list. */
  readonly onClose: () => void;
  /** The bottom corner it sits in: start (the site's pop-ups) or end (a page's pop-up block). */
  readonly corner?: 'start' | 'end';
}

/**
 * One content pop-up (spec 001 sections 3, 4, 9): a non-modal region in a corner of the page. It records an
 * impression when it appears, shows minimised, expands after its delay (or when the shopper opens it) and
 * closes on its close button or Escape. It never takes focus on its own: the shopper keeps their place.
 */
export function PopUp({ popUp, onClose, corner = 'start' }: PopUpProps) {
  const intl = useIntl();
  // Its texts are the content area's (loaded with the pop-up host, and with every block list).
  intl.include('home');
  const imageBase = useImageBase();
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const byShopper = useRef(false);
  const targetsRef = useRef<HTMLDivElement>(null);
  const { name } = popUp;

  useEffect(() => {
    pushAnalyticsEvent({ event: 'popupImpression', popupName: name });
  }, [name]);
  useEffect(() => {
    if (expanded) return;
    const timer = setTimeout(() => setExpanded(true), expandDelay(popUp));
    return () => clearTimeout(timer);
  }, [popUp, expanded]);
  useEffect(() => {
    if (!expanded) return;
    pushAnalyticsEvent({ event: 'popupExpand', popupName: name });
    // Opened by the shopper: their focus moves into what they opened. Opened by the timer: focus stays put.
    if (byShopper.current) closeRef.current?.focus();
  }, [expanded, name]);

  useEffect(() => {
    // A click on one of the pop-up's links (keyboard activation included: it raises click too).
    const targets = targetsRef.current;
    if (!expanded || !targets) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link) pushAnalyticsEvent({ event: 'popupClick', popupName: name, label: link.textContent ?? '' });
    };
    targets.addEventListener('click', onClick);
    return () => targets.removeEventListener('click', onClick);
  }, [expanded, name]);

  const colors = readablePopUpColors(popUp);
  const style = {
    ...(colors.background ? { '--popup-background': colors.background } : {}),
    ...(colors.title ? { '--popup-title': colors.title } : {}),
    ...(colors.disclaimer ? { '--popup-disclaimer': colors.disclaimer } : {}),
  } as CSSProperties;
  const t = (id: string) => intl.formatMessage({ id: `contentBlocks.popUps.${id}` });
  const closeButton = (
    <IconButton ref={closeRef} label={t('close')} size="sm" onClick={onClose} className={styles.close}>
      <CloseIcon size="sm" />
    </IconButton>
  );
  return (
    <section
      className={styles.popUp}
      data-expanded={expanded}
      data-corner={corner}
      aria-label={expanded ? undefined : t('label')}
      aria-labelledby={expanded ? titleId : undefined}
      style={style}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {expanded ? (
        <div className={styles.panel}>
          {closeButton}
          {popUp.logo ? (
            <img
              className={styles.logo}
              data-size={popUp.logoSize}
              src={imageUrl(popUp.logo.url, popUp.logo, imageBase)}
              alt={popUp.logo.alt}
              width={popUp.logo.width}
              height={popUp.logo.height}
            />
          ) : null}
          {popUp.maximizedTitle ? <p className={styles.eyebrow}>{popUp.maximizedTitle}</p> : null}
          <h2 id={titleId} className={styles.title}>
            {popUp.title}
          </h2>
          <div ref={targetsRef} className={styles.targets}>
            <CtaButtons targets={popUp.targets ?? []} size="md" />
          </div>
          {popUp.disclaimer ? (
            <Suspense fallback={null}>
              <RichText html={popUp.disclaimer} className={styles.disclaimer} />
            </Suspense>
          ) : null}
        </div>
      ) : (
        <div className={styles.minimized}>
          <button
            type="button"
            className={styles.open}
            aria-expanded="false"
            onClick={() => {
              byShopper.current = true;
              setExpanded(true);
            }}
          >
            {popUp.minimizedTitle ?? popUp.title}
          </button>
          {closeButton}
        </div>
      )}
    </section>
  );
}
