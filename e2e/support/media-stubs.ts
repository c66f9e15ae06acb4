import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_PLAYLIST, PHOTO_WIDGET_STUB } from '../../storefront/vite-plugins/offline-media-stubs';

/**
 * The content blocks' third parties, as the offline stack deploys them next to the build (the vendors'
 * hosts are not reachable here): the photo widget script and the cloud video stream, on the storefront's
 * own origin. STACK_RUNTIME_CONFIG points `photoWidgetUrl` and `cloudVideoUrl` at them.
 */
export const MEDIA_STUB_DIR = 'e2e-media';
export const PHOTO_WIDGET_STUB_URL = `/${MEDIA_STUB_DIR}/photo-widget.js?container={containerId}&locale={locale}`;
export const CLOUD_VIDEO_STUB_URL = `/${MEDIA_STUB_DIR}/cloud-video.m3u8?asset={cloudName}/{publicId}`;

export function writeMediaStubs(dist: string): void {
  const dir = join(dist, MEDIA_STUB_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'photo-widget.js'), PHOTO_WIDGET_STUB);
  writeFileSync(join(dir, 'cloud-video.m3u8'), EMPTY_PLAYLIST);
}
