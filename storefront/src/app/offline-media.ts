/**
 * Offline (the simulator), the media blocks' vendors are not reachable: the development server serves
 * stand-ins here (vite-plugins/offline-media-stubs.ts). Its own module: the entry chunk carries only this.
 */
export const OFFLINE_PHOTO_WIDGET_PATH = '/offline-media/photo-widget.js';
export const OFFLINE_CLOUD_VIDEO_PATH = '/offline-media/cloud-video.m3u8';
/** The stand-ins' URL templates, filled as the vendors' are (media-sources.ts). */
export const OFFLINE_PHOTO_WIDGET_URL = `${OFFLINE_PHOTO_WIDGET_PATH}?container={containerId}&locale={locale}`;
export const OFFLINE_CLOUD_VIDEO_URL = `${OFFLINE_CLOUD_VIDEO_PATH}?asset={cloudName}/{publicId}`;
