import { useEffect, useRef } from 'react';
import type { CloudinaryAsset, MediaPerSize } from '../../../../../contracts/entities/content-media';
import { useRuntimeConfig } from '../../../app/services';
import { useImageBase } from '../../../ui/image/image-base';
import { useNearViewport } from '../../../ui/viewport/use-near-viewport';
import { attachHls } from './attach-hls';
import { cloudVideoSource } from './media-sources';
import { startVideo } from './play-video';
import { useReducedMotion } from './use-reduced-motion';
import styles from './video-block.module.css';
import { posterUrl } from './video-sources';

/** Half the video on screen starts it, less pauses it. */
const IN_VIEW = 0.5;

/**
 * The cloud video player (spec 001 section 9): the asset's HLS stream, muted, looping, controls hidden,
 * playing while it is on screen. The stream (and hls.js where needed) attaches as the player nears the
 * viewport. With reduced motion nothing plays by itself and the controls show.
 */
export function CloudVideoPlayer({
  asset,
  media,
  label,
}: {
  asset: CloudinaryAsset;
  media: MediaPerSize;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  // Plays only when both hold: its stream attached and half of it on screen (and motion is welcome).
  const ready = useRef(false);
  const inView = useRef(false);
  const autoplay = useRef(true);
  const { cloudVideoUrl } = useRuntimeConfig();
  const base = useImageBase();
  const reduced = useReducedMotion();
  const near = useNearViewport(ref, '200px');
  const src = cloudVideoSource(cloudVideoUrl, asset);
  useEffect(() => {
    autoplay.current = !reduced;
  }, [reduced]);

  useEffect(() => {
    const video = ref.current;
    if (!near || !video) return;
    const detach = attachHls(video, src, () => {
      ready.current = true;
      if (inView.current && autoplay.current) startVideo(video);
    });
    return () => {
      ready.current = false;
      detach();
    };
  }, [near, src]);

  useEffect(() => {
    const video = ref.current;
    if (reduced || !video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        inView.current = entry?.isIntersecting === true;
        if (!ready.current) return;
        if (inView.current) startVideo(video);
        else video.pause();
      },
      { threshold: IN_VIEW },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [reduced]);

  return (
    <video
      ref={ref}
      className={styles.video}
      muted
      loop
      controls={reduced}
      playsInline
      preload="none"
      poster={posterUrl(media, base)}
      aria-label={label}
      data-player="cloud"
    />
  );
}
