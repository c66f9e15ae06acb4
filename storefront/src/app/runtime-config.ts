import type { FlagOverrides } from '../config/flag-overrides';
// With its extension: the Vite config loads this module too (its CSP plugin), natively.

/**
 * Where this build talks to, decided at run time so one production build runs against the offline
 * simulator (`harness serve`) or a real backend: `/config.json` next to index.html wins, then the build's
 * VITE_* variables, then the defaults (the page's own origin, which is where the development worker answers).
 */
export interface RuntimeConfig {
  /** API origin ('' = this page's origin). */
  readonly apiBaseUrl: string;
  /** Replaces the image CDN origin (offline: the simulator's `/images`); undefined keeps the CDN. */
  readonly imageBaseUrl: string | undefined;
  /**
   * The photo-gallery widget script, `{containerId}` and `{locale}` filled in; undefined: the default of
   * features/content-blocks/media/media-sources.ts. Its origin is a script source of the CSP.
   */
  readonly photoWidgetUrl?: string;
  /** The cloud video player's HLS source, `{cloudName}` and `{publicId}` filled in; undefined: the default. */
  readonly cloudVideoUrl?: string;
  /**
   * Where the experimentation SDK's calls go (datafile, event log, customer-data events and segments): the
   * harness serves them all. Undefined: the vendor's hosts (its CDN, its event log, the datafile's
   * customer-data host).
   */
  readonly experimentationBaseUrl?: string;
  /** Development: run the simulator in the browser's service worker. Never true in a production build. */
  readonly simulator: boolean;
  /** Check answers against their contracts and report drift (development default; opt-in in production). */
  readonly validateResponses: boolean;
  /** Send Core Web Vitals to /fapi/performance/ingest. */
  readonly performanceBeacon: boolean;
  /**
   * Feature switches of this deployment, over every site's own (`{ "expressCheckout": false }`): set by who
   * deploys config.json, never by a shopper (a production build reads no `?flags=`).
   */
  readonly features: FlagOverrides;
}

export const RUNTIME_CONFIG_PATH = '/config.json';

type Env = Partial<Record<string, string | boolean | undefined>>;

const flag = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : value === true || value === 'true' || value === '1';

/** The configuration from the build's environment alone. */
export function configFromEnv(env: Env): RuntimeConfig {
  const dev = env.DEV === true;
  const simulator = dev && flag(env.VITE_SIMULATOR, true);
  const apiBaseUrl = typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL : '';
  const imageBase = typeof env.VITE_IMAGE_BASE_URL === 'string' ? env.VITE_IMAGE_BASE_URL : undefined;
  return {
    apiBaseUrl: simulator ? '' : apiBaseUrl,
    imageBaseUrl: simulator ? '/images' : imageBase,
    ...(simulator ? { experimentationBaseUrl: '' } : {}),
    simulator,
    validateResponses: flag(env.VITE_VALIDATE_RESPONSES, dev),
    performanceBeacon: flag(env.VITE_PERFORMANCE_BEACON, true),
    features: {},
  };
}

/** URLs a deployment may set that need no value (their defaults live with the code that uses them). */
const OPTIONAL_URLS: readonly (keyof RuntimeConfig)[] = [
  'imageBaseUrl',
  'photoWidgetUrl',
  'cloudVideoUrl',
  'experimentationBaseUrl',
];

/** Runtime file values override the build's (unknown keys are ignored, wrong types refused loudly). */
export function mergeRuntimeFile(base: RuntimeConfig, file: unknown): RuntimeConfig {
  if (typeof file !== 'object' || file === null) return base;
  const out: Record<string, unknown> = { ...base };
  const keys = new Set([...(Object.keys(base) as (keyof RuntimeConfig)[]), ...OPTIONAL_URLS]);
  for (const key of keys) {
    if (!(key in file)) continue;
    const value = (file as Record<string, unknown>)[key];
    const expected = OPTIONAL_URLS.includes(key) ? ['string', 'undefined'] : [typeof base[key]];
    // `features` is an object of switches (applyOverrides takes its boolean values for known names only).
    if (
      !expected.includes(typeof value) ||
      (key === 'features' && (value === null || Array.isArray(value)))
    ) {
      console.error(`[storefront] ${RUNTIME_CONFIG_PATH}: ${key} must be ${expected.join(' or ')}; ignored`);
      continue;
    }
    out[key] = value;
  }
  // A production build never starts the simulator, whatever the file says.
  return { ...(out as unknown as RuntimeConfig), simulator: base.simulator && out.simulator === true };
}

export async function loadRuntimeConfig(env: Env = import.meta.env): Promise<RuntimeConfig> {
  const base = configFromEnv(env);
  if (base.simulator) return base;
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('json')) return base;
    return mergeRuntimeFile(base, await response.json());
  } catch {
    return base;
  }
}
