import { useEffect, useRef } from 'react';
import type { VideoBlock } from '../../../../../contracts/entities/content-blocks-media';
import type { MediaPerSize } from '../../../../../contracts/entities/content-media';
import { useImageBase } from '../../../ui/image/image-base';
import { useNearViewport } from '../../../ui/viewport/use-near-viewport';
import { startVideo } from './play-video';
import { useReducedMotion } from './use-reduced-motion';
import styles from './video-block.module.css';
import { posterUrl, videoSources } from './video-sources';

export type PlayerSettings = NonNullable<VideoBlock['playerSettings']>;

/** Spec 001 section 9: autoplay, muted, looping, controls shown, unless the block's settings say otherwise. */
export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  autoplay: true,
  hideControls: false,
  loop: true,
  muted: true,
};

/**
 * The default player: a native <video> with a source per breakpoint, given its sources only as it comes
 * within 200px of the viewport (a video further down never competes with the page's first paint). With
 * reduced motion it never autoplays and always shows its controls (a video nobody can start would be no
 * video at all).
 */
export function DefaultVideoPlayer({
  media,
  settings = DEFAULT_PLAYER_SETTINGS,
  label,
}: {
  media: MediaPerSize;
  settings?: PlayerSettings;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const autoplay = settings.autoplay && !reduced;
  const base = useImageBase();
  const near = useNearViewport(ref, '200px');
  useEffect(() => {
    const video = ref.current;
    if (!video || !near) return;
    video.muted = settings.muted;
    if (autoplay) startVideo(video);
    else video.pause();
  }, [autoplay, settings.muted, near]);
  return (
    <video
      ref={ref}
      className={styles.video}
      muted={settings.muted}
      loop={settings.loop}
      controls={!settings.hideControls || !autoplay}
      playsInline
      preload={near && autoplay ? 'auto' : 'none'}
      poster={posterUrl(media, base)}
      aria-label={label}
      data-player="default"
    >
      {near
        ? videoSources(media).map((source) => (
            <source key={source.url} src={source.url} media={source.media} />
          ))
        : null}
    </video>
  );
}
