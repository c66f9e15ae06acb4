import { logMediaProblem } from './media-log';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Gives a video its HLS source: natively where the browser plays HLS (Safari, iOS), otherwise through
 * hls.js (its light build: no subtitles, alternate audio or DRM, which a muted loop never uses), imported here only (a chunk of its own that no page loads unless a long cloud video is on it).
 * `onReady` runs once the source can play. Returns the detach (hls.js destroyed).
 */
export function attachHls(video: HTMLVideoElement, src: string, onReady: () => void): () => void {
  if (video.canPlayType(HLS_TYPE) !== '') {
    video.src = src;
    onReady();
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  let detached = false;
  let destroy: (() => void) | undefined;
  import('hls.js/light')
    .then(({ default: Hls }) => {
      if (detached) return;
      if (!Hls.isSupported()) {
        logMediaProblem(`this browser plays no HLS: ${src}`);
        return;
      }
      // No web worker: the Content-Security-Policy allows none (a muted loop needs no off-thread demuxing).
      const hls = new Hls({ enableWorker: false });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) logMediaProblem(`HLS playback failed (${data.details}) for ${src}`);
      });
      hls.on(Hls.Events.MANIFEST_PARSED, onReady);
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    })
    .catch((error: unknown) => logMediaProblem('the HLS player did not load', error));
  return () => {
    detached = true;
    destroy?.();
  };
}
