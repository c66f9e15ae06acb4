/**
 * Offline (the simulator), the photo widget's vendor is not reachable: the development server serves a
 * stand-in here (vite-plugins/offline-photo-widget.ts). Its own module: the entry chunk carries only this.
 */
export const OFFLINE_PHOTO_WIDGET_PATH = '/offline-media/photo-widget.js';
/** The stand-in's URL template, filled as the vendor's is (media-sources.ts). */
export const OFFLINE_PHOTO_WIDGET_URL = `${OFFLINE_PHOTO_WIDGET_PATH}?container={containerId}&locale={locale}`;
