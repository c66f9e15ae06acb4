import type { FeatureName, SiteConfig, SiteFeatures } from './site-config';

/** Flag overrides for tests, e2e and development: `{ favorites: false }`. */
export type FlagOverrides = Partial<SiteFeatures>;

export const FLAGS_STORAGE_KEY = 'storefront.flags';
const FLAGS_QUERY_PARAM = 'flags';

const isFeatureName = (config: SiteConfig, name: string): name is FeatureName =>
  Object.hasOwn(config.features, name);

/** The config with the overrides applied; unknown names are ignored, the input is not changed. */
export function applyOverrides(config: SiteConfig, overrides: Record<string, unknown>): SiteConfig {
  const features = { ...config.features };
  for (const [name, value] of Object.entries(overrides)) {
    if (isFeatureName(config, name) && typeof value === 'boolean') features[name] = value;
  }
  return { ...config, features };
}

const ON = new Set(['on', 'true', '1', 'yes']);
const OFF = new Set(['off', 'false', '0', 'no']);

/** `favorites:off,expressCheckout:on` -> { favorites: false, expressCheckout: true }; junk parts are skipped. */
export function parseFlagsParam(param: string | null | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const part of (param ?? '').split(',')) {
    const [name = '', value = ''] = part.split(':').map((s) => s.trim());
    if (!name) continue;
    if (ON.has(value.toLowerCase())) out[name] = true;
    else if (OFF.has(value.toLowerCase())) out[name] = false;
  }
  return out;
}

/** The JSON object stored under storefront.flags, or {} when missing or malformed. */
export function parseStoredFlags(raw: string | null | undefined): Record<string, boolean> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean')) as Record<
      string,
      boolean
    >;
  } catch {
    return {};
  }
}

/** The build settings that decide whether a shopper may switch flags (Vite's import.meta.env). */
export interface OverrideEnv {
  readonly DEV?: boolean;
  readonly VITE_FLAG_OVERRIDES?: string | boolean;
}

/**
 * Shoppers never switch feature flags on a deployed site: `?flags=` and storefront.flags are read in
 * development and tests (Vite's DEV), or in a build made with VITE_FLAG_OVERRIDES=true on purpose.
 */
export const flagOverridesAllowed = (env: OverrideEnv): boolean =>
  env.DEV === true || env.VITE_FLAG_OVERRIDES === 'true' || env.VITE_FLAG_OVERRIDES === true;

/**
 * The same, written on import.meta.env's fields so the bundler folds it to a constant: a production build
 * drops the override code altogether (readFlagOverrides checks again, for any other caller).
 */
export const FLAG_OVERRIDES_IN_THIS_BUILD: boolean =
  import.meta.env.DEV === true || import.meta.env.VITE_FLAG_OVERRIDES === 'true';

/**
 * Stored overrides, then the query parameter on top (the URL wins), where the build allows them (else
 * none). Safe without window or storage.
 */
export function readFlagOverrides(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
  storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage === 'undefined'
    ? undefined
    : localStorage,
  env: OverrideEnv = import.meta.env,
): Record<string, boolean> {
  if (!flagOverridesAllowed(env)) return {};
  let stored: string | null = null;
  try {
    stored = storage?.getItem(FLAGS_STORAGE_KEY) ?? null;
  } catch {
    // Storage can throw (privacy modes); overrides are a convenience, so ignore.
  }
  return {
    ...parseStoredFlags(stored),
    ...parseFlagsParam(new URLSearchParams(search).get(FLAGS_QUERY_PARAM)),
  };
}
