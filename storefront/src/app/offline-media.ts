import type { RuntimeConfig } from './runtime-config';

/**
 * Offline (the simulator), the media blocks' vendors are not reachable: the development server serves
 * stand-ins here (vite-plugins/offline-media-stubs.ts). main.tsx applies them behind `import.meta.env.DEV`,
 * so a production build carries none of this.
 */
export const OFFLINE_PHOTO_WIDGET_PATH = '/offline-media/photo-widget.js';
export const OFFLINE_CLOUD_VIDEO_PATH = '/offline-media/cloud-video.m3u8';

/** The development server's configuration on the simulator: the blocks' URL templates point at the stand-ins. */
export const withOfflineMedia = (config: RuntimeConfig): RuntimeConfig =>
  config.simulator
    ? {
        ...config,
        photoWidgetUrl: `${OFFLINE_PHOTO_WIDGET_PATH}?container={containerId}&locale={locale}`,
        cloudVideoUrl: `${OFFLINE_CLOUD_VIDEO_PATH}?asset={cloudName}/{publicId}`,
      }
    : config;
