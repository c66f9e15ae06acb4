import { useId, useRef } from 'react';
import type { ContentBlockBase } from '../../../../../contracts/entities/content-media';
import { useRuntimeConfig } from '../../../app/services';
import { useIntl } from '../../../i18n/intl';
import { blockColorStyle } from '../block-style';
import styles from './gallery-widget.module.css';
import { photoWidgetScriptUrl } from './media-sources';
import { useWidgetScript } from './use-widget-script';

/**
 * A photo widget under its title and subtitle: the widget script (its URL from the runtime config's
 * `photoWidgetUrl`, built from the container id and the locale) draws into the host element.
 */
export function GalleryWidget({
  block,
  containerId,
  data,
  ready = true,
  kind,
}: {
  block: ContentBlockBase;
  containerId: string;
  /** What the widget reads from its script's data attributes (filter, product tag). */
  data: Readonly<Record<string, string>>;
  /** False while what the widget needs (the product tag) is still loading. */
  ready?: boolean;
  kind: 'photo' | 'social';
}) {
  const intl = useIntl();
  const titleId = useId();
  const host = useRef<HTMLDivElement>(null);
  const { photoWidgetUrl } = useRuntimeConfig();
  const src = photoWidgetScriptUrl(photoWidgetUrl, containerId, intl.locale);
  useWidgetScript(host, src, { containerId, locale: intl.locale, ...data }, ready);
  const name =
    block.title ??
    (kind === 'photo'
      ? intl.formatMessage({ id: 'contentBlocks.media.photoGallery' })
      : intl.formatMessage({ id: 'contentBlocks.media.socialGallery' }));
  return (
    <section
      className={styles.gallery}
      data-align={block.alignment ?? 'left'}
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : name}
      style={blockColorStyle(block.colors)}
    >
      {block.title ? (
        <h2 id={titleId} className={styles.title}>
          {block.title}
        </h2>
      ) : null}
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      <div ref={host} className={styles.widget} data-gallery={kind} data-container-id={containerId} />
    </section>
  );
}
