import '../../api/experimentation-operations';
import { callUrl } from '../../api/call-url';
import { routeOf } from '../../api/operation-route';
import { VENDOR_DATAFILE_ORIGIN, VENDOR_EVENT_LOG_ORIGIN } from './experimentation-hosts';

/** Where the SDK's calls go: the contracts' paths on the configured base, or the vendor's hosts. */
export interface ExperimentationUrls {
  /** The datafile URL with `%s` where the SDK puts the sdkKey. */
  readonly datafileTemplate: string;
  readonly eventLog: string;
  /**
   * The customer-data platform's base for segments and events; undefined: the host the datafile names.
   */
  readonly customerData: string | undefined;
}

export function experimentationUrls(baseUrl: string | undefined): ExperimentationUrls {
  const datafile = routeOf('getDatafile').path.replace('{sdkKey}', '%s');
  return {
    datafileTemplate: `${(baseUrl ?? VENDOR_DATAFILE_ORIGIN).replace(/\/$/, '')}${datafile}`,
    eventLog: callUrl(baseUrl ?? VENDOR_EVENT_LOG_ORIGIN, routeOf('logExperimentationEvents'), {}, {}),
    customerData: baseUrl,
  };
}
