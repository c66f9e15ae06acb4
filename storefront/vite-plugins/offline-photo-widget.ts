import type { Plugin } from 'vite';
import { OFFLINE_PHOTO_WIDGET_PATH } from '../src/app/offline-media.ts';

/**
 * A stand-in for the photo-gallery vendor's widget script: draws one line into the element its script sits
 * in. The development server serves it (the vendor's host is not reachable offline, and `npm start` should
 * show a working gallery, not a logged failure); the e2e and benchmark stacks deploy the same file.
 */
export const PHOTO_WIDGET_STUB = `(() => {
  const script = document.currentScript;
  const line = document.createElement('p');
  line.textContent = 'Stub photo widget: ' + script.dataset.containerId + ' ' + script.dataset.locale + ' ' + (script.dataset.filter || '');
  // Gone already when its block unmounted before the script ran (a page left quickly).
  script.parentElement?.append(line);
})();
`;

/** Development only: serves the widget stand-in where the simulator's runtime config points it. */
export function offlinePhotoWidget(): Plugin {
  return {
    name: 'storefront:offline-photo-widget',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(OFFLINE_PHOTO_WIDGET_PATH, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(PHOTO_WIDGET_STUB);
      });
    },
  };
}
