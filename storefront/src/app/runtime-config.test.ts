import { describe, expect, it, vi } from 'vitest';
import { withOfflineMedia } from './offline-media';
import { configFromEnv, mergeRuntimeFile } from './runtime-config';

const production = configFromEnv({ DEV: false, PROD: true });

describe('the runtime configuration file', () => {
  it("takes the deployment's feature switches, none by default", () => {
    expect(production.features).toEqual({});
    const merged = mergeRuntimeFile(production, {
      apiBaseUrl: 'https://api.example',
      features: { expressCheckout: false },
    });
    expect(merged.features).toEqual({ expressCheckout: false });
    expect(merged.apiBaseUrl).toBe('https://api.example');
  });

  it('refuses features that are not an object of switches, loudly', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const features of [null, [], 'expressCheckout:off', true]) {
      expect(mergeRuntimeFile(production, { features }).features).toEqual({});
    }
    expect(error).toHaveBeenCalledTimes(4);
    error.mockRestore();
  });

  it('takes the media hosts a deployment sets (no build default), refusing a non-string loudly', () => {
    expect(production.photoWidgetUrl).toBeUndefined();
    const merged = mergeRuntimeFile(production, {
      photoWidgetUrl: 'https://photos.example/{containerId}.js?l={locale}',
      cloudVideoUrl: 'https://video.example/{cloudName}/{publicId}.m3u8',
    });
    expect(merged.photoWidgetUrl).toBe('https://photos.example/{containerId}.js?l={locale}');
    expect(merged.cloudVideoUrl).toBe('https://video.example/{cloudName}/{publicId}.m3u8');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(mergeRuntimeFile(production, { photoWidgetUrl: 42 }).photoWidgetUrl).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it("points the media blocks at the development server's stand-ins when it runs on the simulator", () => {
    const offline = withOfflineMedia(configFromEnv({ DEV: true, PROD: false }));
    expect(offline.photoWidgetUrl).toMatch(/^\/offline-media\/photo-widget\.js\?/);
    expect(offline.cloudVideoUrl).toMatch(/^\/offline-media\/cloud-video\.m3u8\?/);
    const onApi = withOfflineMedia(configFromEnv({ DEV: true, PROD: false, VITE_SIMULATOR: 'false' }));
    expect(onApi.cloudVideoUrl).toBeUndefined();
    expect(withOfflineMedia(production).photoWidgetUrl).toBeUndefined();
  });
});
