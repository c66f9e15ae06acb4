import {
  type Client,
  createBatchEventProcessor,
  createErrorNotifier,
  createInstance,
  createLogger,
  createOdpManager,
  createPollingProjectConfigManager,
  OptimizelyDecideOption,
  type UserAttributes,
  WARN,
} from '@optimizely/optimizely-sdk/universal';
import { siteFor } from '../../config/site-config';
import { activeGroupsAllow, GROUPS_UPDATED } from '../../consent/active-groups-signal';
import { getCurrentLocale } from '../../i18n/current-locale';
import type { SessionState } from '../session-state';
import { eventDispatchers } from './event-dispatchers';
import { EXPERIMENTATION } from './experimentation-constants';
import { experimentationSetup, visitorFacts } from './experimentation-setup';
import { experimentationUrls } from './experimentation-urls';
import { localStorageStore } from './local-storage-store';
import { pendingEventStore } from './pending-event-store';
import { sdkTransport } from './sdk-transport';
import { visitorId } from './visitor-id';

/** What a page's experimentation needs: its site's datafile, where calls go, and the consent it runs under. */
export interface ExperimentationSetup {
  readonly sdkKey: string;
  /** The runtime config's `experimentationBaseUrl` (undefined: the vendor's hosts). */
  readonly baseUrl: string | undefined;
  /** Targeting consent (C0004), read at each decision and each dispatch. */
  readonly allowed: () => boolean;
  /**
   * The simulator runs in this page's service worker (`npm start`). msw stops answering for a page from its
   * `beforeunload`, so a leaving page's requests would reach the dev server: its batches wait in the pending
   * store for the next page load instead.
   */
  readonly simulatorInPage: boolean;
}

/** The visitor as the SDK sees them: the datafile's attributes only (an undefined value is invalid input). */
export interface VisitorFacts {
  readonly country: string;
  readonly loyalty: boolean;
  readonly employee: boolean;
  /** The signed-in shopper's consumer number, linked to the visitor id for the customer-data platform. */
  readonly consumerNo?: string | undefined;
}

let running: { readonly sdkKey: string; readonly client: Client } | undefined;
const pending = pendingEventStore();

const LEVELS = ['debug', 'info', 'warn', 'error'];

/** SDK messages are logged for developers, never shown (spec 001 section 8). */
const logHandler = {
  log(level: unknown, message: string) {
    const name = typeof level === 'number' ? (LEVELS[level] ?? level) : level;
    console.warn(`[experiments] ${String(name)}: ${message}`);
  },
};

/** Sends the queue by beacon when the page closes (the closing dispatcher); one listener per page. */
let flushOnClose: (() => void) | undefined;

function start(setup: ExperimentationSetup): Client {
  if (running?.sdkKey === setup.sdkKey) return running.client;
  void running?.client.close();
  const urls = experimentationUrls(setup.baseUrl);
  const requestHandler = sdkTransport(urls.customerData);
  const { dispatcher, closingDispatcher } = eventDispatchers(
    urls.eventLog,
    setup.allowed,
    simulatorReachable(setup),
  );
  const client = createInstance({
    requestHandler,
    projectConfigManager: createPollingProjectConfigManager({
      sdkKey: setup.sdkKey,
      requestHandler,
      urlTemplate: urls.datafileTemplate,
      updateInterval: EXPERIMENTATION.datafilePollMs,
      autoUpdate: true,
      // The last datafile, so the next page decides before the network answers.
      cache: localStorageStore('optimizely-datafile:'),
    }),
    eventProcessor: createBatchEventProcessor({
      eventDispatcher: dispatcher,
      closingEventDispatcher: closingDispatcher,
      batchSize: EXPERIMENTATION.eventBatchSize,
      flushInterval: EXPERIMENTATION.eventFlushIntervalMs,
      eventStore: pending,
    }),
    odpManager: createOdpManager({
      requestHandler,
      segmentsCacheSize: EXPERIMENTATION.segmentsCacheSize,
      segmentsCacheTimeout: EXPERIMENTATION.segmentsCacheTimeoutMs,
      eventBatchSize: EXPERIMENTATION.customerDataBatchSize,
      // Passed through to the SDK's event manager (not in its public option type): 3 retries.
      ...({ eventMaxRetries: EXPERIMENTATION.customerDataRetries } as object),
    }),
    logger: createLogger({ level: WARN, logHandler }),
    errorNotifier: createErrorNotifier({
      handleError: (error: Error) => logHandler.log('error', error.message),
    }),
    // Decisions ignore any stored profile of prior assignments (spec 001 section 4).
    defaultDecideOptions: [OptimizelyDecideOption.IGNORE_USER_PROFILE_SERVICE],
  });
  // The page closes: the queued events go by beacon (the closing dispatcher). The SDK's browser entry does
  // this itself; its universal entry (ours: it lets the requests be ours) leaves it to the page.
  const flushing = client as Client & { flushImmediately?: () => Promise<unknown> };
  if (flushOnClose) removeEventListener('pagehide', flushOnClose);
  flushOnClose = () => void flushing.flushImmediately?.();
  addEventListener('pagehide', flushOnClose);
  running = { sdkKey: setup.sdkKey, client };
  // Targeting consent withdrawn in this page: the client stops and what it kept is dropped.
  const onGroupsUpdated = () => {
    if (setup.allowed()) return;
    removeEventListener(GROUPS_UPDATED, onGroupsUpdated);
    void stopExperimentation();
  };
  addEventListener(GROUPS_UPDATED, onGroupsUpdated);
  return client;
}

function userFor(client: Client, visitor: VisitorFacts) {
  const attributes: UserAttributes = {
    country: visitor.country,
    loyalty: visitor.loyalty,
    employee: visitor.employee,
  };
  return client.createUserContext(visitorId(), attributes);
}

/**
 * The variation key of each flag asked for, for the experiment blocks: only enabled flags answer (spec 001
 * section 4), each decision sends its impression. Undefined when the datafile is not ready in time or
 * consent is missing: the page keeps its baselines. Failures are logged by the SDK, never thrown.
 */
export async function decideFlags(
  setup: ExperimentationSetup,
  flagKeys: readonly string[],
  visitor: VisitorFacts,
): Promise<Record<string, string> | undefined> {
  if (!setup.allowed()) return undefined;
  const client = start(setup);
  try {
    await client.onReady({ timeout: EXPERIMENTATION.readyTimeoutMs });
  } catch (error) {
    logHandler.log('error', `not ready: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const user = userFor(client, visitor);
  // Segments first, so audiences of the customer-data platform count; a failure leaves them out.
  await user.fetchQualifiedSegments();
  if (!setup.allowed()) return undefined;
  const decisions = user.decideForKeys([...flagKeys], [OptimizelyDecideOption.ENABLED_FLAGS_ONLY]);
  const variations: Record<string, string> = {};
  for (const [flagKey, decision] of Object.entries(decisions)) {
    if (decision.variationKey) variations[flagKey] = decision.variationKey;
  }
  announceVisitor(client, visitor);
  return variations;
}

const announced = new Set<string>();

let leaving = false;
const markLeaving = () => {
  leaving = true;
};

/** Whether the simulator can answer this page: always, unless it runs in the page and the page is leaving. */
function simulatorReachable(setup: ExperimentationSetup): () => boolean {
  if (!setup.simulatorInPage) return () => true;
  addEventListener('beforeunload', markLeaving); // the same listener once, however many starts
  return () => !leaving;
}

/** The customer-data platform hears of the visitor once per page (and of the link to a signed-in shopper). */
function announceVisitor(client: Client, visitor: VisitorFacts): void {
  const vuid = visitorId();
  const key = `${vuid}|${visitor.consumerNo ?? ''}`;
  if (announced.has(key) || !client.isOdpIntegrated()) return;
  announced.add(key);
  client.sendOdpEvent('client_initialized', 'fullstack', new Map([['vuid', vuid]]));
  if (visitor.consumerNo) {
    const ids = new Map([
      ['vuid', vuid],
      ['fs_user_id', visitor.consumerNo],
    ]);
    client.sendOdpEvent('identified', 'fullstack', ids);
  }
}

/** A conversion (add_to_cart, purchase) for the experiments that count it; batched with the impressions. */
export async function trackConversion(
  setup: ExperimentationSetup,
  eventKey: string,
  visitor: VisitorFacts,
  tags?: Record<string, string | number | boolean>,
): Promise<void> {
  if (!setup.allowed()) return;
  const client = start(setup);
  try {
    await client.onReady({ timeout: EXPERIMENTATION.readyTimeoutMs });
  } catch {
    return;
  }
  userFor(client, visitor).trackEvent(eventKey, tags);
}

/** Consent withdrawn: the client stops, and nothing it kept is sent later. */
export async function stopExperimentation(): Promise<void> {
  const stopping = running;
  running = undefined;
  pending.clear();
  await stopping?.client.close();
}

/** What the page knows when it asks: the shopper's session and where experimentation calls go. */
export interface PageContext {
  readonly session: SessionState;
  /** The runtime config's `experimentationBaseUrl` (undefined: the vendor's hosts). */
  readonly baseUrl: string | undefined;
  /** The runtime config's `simulator`: the backend runs in this page's service worker (`npm start`). */
  readonly simulatorInPage: boolean;
}

/** The current site's setup and visitor, consent read from the consent platform's active groups each time. */
function onThisSite(context: PageContext) {
  const site = siteFor(getCurrentLocale());
  return {
    setup: experimentationSetup(site, context, () => activeGroupsAllow('C0004')),
    visitor: visitorFacts(context.session, site.country),
  };
}

/** The content's experience ids name their flag: `optimizely_experience_{flagKey}`. */
const FLAG_OF = /^optimizely_experience_(.+)$/;

/**
 * The decided variation key of each experience, by experience id, for the experiment blocks
 * (features/content-blocks/resolve-blocks.ts); null when nothing could be decided (the baselines show).
 */
export async function decideExperiences(
  experienceIds: readonly string[],
  context: PageContext,
): Promise<Record<string, string> | null> {
  const flagOf = (id: string) => FLAG_OF.exec(id)?.[1];
  const flagKeys = [...new Set(experienceIds.map(flagOf).filter((k): k is string => !!k))];
  const { setup, visitor } = onThisSite(context);
  const byFlag = await decideFlags(setup, flagKeys, visitor);
  if (!byFlag) return null;
  const variants: Record<string, string> = {};
  for (const id of experienceIds) {
    const key = byFlag[flagOf(id) ?? ''];
    if (key) variants[id] = key;
  }
  return variants;
}

/** The conversion events the datafile counts for experiments. */
export type ConversionEvent = 'add_to_cart' | 'purchase';

/** Reports a conversion of this page's visitor (targeting consent is checked again at dispatch). */
export function reportConversion(
  event: ConversionEvent,
  context: PageContext,
  tags?: Record<string, number>,
): Promise<void> {
  const { setup, visitor } = onThisSite(context);
  return trackConversion(setup, event, visitor, tags);
}
