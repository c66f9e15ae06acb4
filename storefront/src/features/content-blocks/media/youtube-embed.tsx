import { useState } from 'react';
import type { MediaPerSize } from '../../../../../contracts/entities/content-media';
import { useIntl } from '../../../i18n/intl';
import { Icon } from '../../../ui/icons/icon';
import { useImageBase } from '../../../ui/image/image-base';
import { youTubeEmbedUrl } from './media-sources';
import styles from './video-block.module.css';
import { posterUrl } from './video-sources';

/**
 * A YouTube video, click to load: a poster button first; the privacy-enhanced embed (and YouTube's
 * scripts and cookies) only after the shopper asks for it, then playing at once.
 */
export function YouTubeEmbed({
  videoId,
  media,
  title,
}: {
  videoId: string;
  media: MediaPerSize;
  title: string;
}) {
  const intl = useIntl();
  const base = useImageBase();
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <iframe
        className={styles.video}
        src={youTubeEmbedUrl(videoId)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const poster = posterUrl(media, base);
  return (
    <button type="button" className={styles.poster} onClick={() => setLoaded(true)}>
      {poster ? (
        <img src={poster} alt="" className={styles.posterImage} loading="lazy" decoding="async" />
      ) : null}
      <span className={styles.playBadge}>
        <Icon size="lg" fill="currentColor" stroke="none">
          <path d="M8 5v14l11-7z" />
        </Icon>
      </span>
      <span className="visually-hidden">
        {intl.formatMessage({ id: 'contentBlocks.media.playVideo' }, { title })}
      </span>
    </button>
  );
}
