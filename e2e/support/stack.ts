import { CLOUD_VIDEO_STUB_URL, PHOTO_WIDGET_STUB_URL } from './media-stubs';

/**
 * The stack the end-to-end tests and the Lighthouse benchmark run against: the production build served
 * statically (vite preview) and `harness serve`, joined by the build's runtime config file. Ports are
 * not the development defaults, so a running `npm start` or `harness serve` does not get in the way.
 */
export const HARNESS_PORT = Number(process.env.E2E_HARNESS_PORT ?? 4610);
export const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 4673);
export const HARNESS_URL = `http://127.0.0.1:${HARNESS_PORT}`;
export const STOREFRONT_URL = `http://127.0.0.1:${STOREFRONT_PORT}`;

/** `npm start` itself (Vite's dev server, the simulator answering through the service worker): the `dev` project. */
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4675);
export const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;

/** What storefront/dist/config.json holds for this stack (the media stubs: media-stubs.ts). */
export const STACK_RUNTIME_CONFIG = {
  apiBaseUrl: HARNESS_URL,
  imageBaseUrl: `${HARNESS_URL}/images`,
  // The harness serves the experimentation SDK's datafile, event log, customer-data events and segments.
  experimentationBaseUrl: HARNESS_URL,
  validateResponses: false,
  performanceBeacon: true,
  photoWidgetUrl: PHOTO_WIDGET_STUB_URL,
  cloudVideoUrl: CLOUD_VIDEO_STUB_URL,
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium here: no sandbox (root), no background calls to a network we cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
