import type { Plugin } from 'vite';
import { OFFLINE_CLOUD_VIDEO_PATH, OFFLINE_PHOTO_WIDGET_PATH } from '../src/app/offline-media.ts';

/**
 * Stand-ins for the content blocks' third parties, whose hosts are not reachable offline: `npm start` should
 * show a working gallery and a quiet video player, not logged failures. The development server serves them;
 * the e2e and benchmark stacks deploy the same texts next to their build (e2e/support/media-stubs.ts).
 */

/** The photo-gallery vendor's widget script: draws one line into the element its script sits in. */
export const PHOTO_WIDGET_STUB = `(() => {
  const script = document.currentScript;
  const line = document.createElement('p');
  line.textContent = 'Stub photo widget: ' + script.dataset.containerId + ' ' + script.dataset.locale + ' ' + (script.dataset.filter || '');
  // Gone already when its block unmounted before the script ran (a page left quickly).
  script.parentElement?.append(line);
})();
`;

/** The cloud video's HLS stream: a finished playlist with no segment, so the player attaches and shows its poster. */
export const EMPTY_PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-ENDLIST\n';

/** Development only: serves the stand-ins where the simulator's runtime config points the blocks. */
export function offlineMediaStubs(): Plugin {
  return {
    name: 'storefront:offline-media-stubs',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(OFFLINE_PHOTO_WIDGET_PATH, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(PHOTO_WIDGET_STUB);
      });
      server.middlewares.use(OFFLINE_CLOUD_VIDEO_PATH, (_req, res) => {
        res.setHeader('content-type', 'application/vnd.apple.mpegurl');
        res.end(EMPTY_PLAYLIST);
      });
    },
  };
}
