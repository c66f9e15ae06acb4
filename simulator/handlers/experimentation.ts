import { HEADER } from '../../contracts/common/headers';
import type { AreaHandlers } from '../core/handler-types';
import { isNotModified, qualifiedSegments } from '../domain/catalogue/experimentation';
import { segmentsQuestionOf } from '../domain/catalogue/graphql-segments-query';
import { failure, isFailure } from '../domain/failure';
import { seedOf } from '../services/catalogue/world-catalogue';

/**
 * Experimentation: the datafile per sdkKey (304 when If-Modified-Since is not older than the datafile),
 * the batched event log and the customer-data pixel (204, nothing to answer), and audience segments (from
 * the request's variables, or from the arguments the SDK writes into the query).
 */
export const experimentationHandlers = {
  getDatafile: ({ params, headers, world }) => {
    const { datafiles } = seedOf(world);
    // Own keys only: an sdkKey such as `__proto__` or `toString` is unknown, not an Object method.
    const found = Object.hasOwn(datafiles, params.sdkKey) ? datafiles[params.sdkKey] : undefined;
    if (!found) return failure('API404', `Unknown sdkKey ${params.sdkKey}.`);
    // Last-Modified feeds the client's next If-Modified-Since; 304 is the contract's bodiless alternative answer.
    const lastModified = { 'last-modified': new Date(found.lastModified).toUTCString() };
    if (isNotModified(headers[HEADER.ifModifiedSince], found.lastModified)) {
      return { status: 304, headers: lastModified };
    }
    return { body: found.datafile, headers: lastModified };
  },

  logExperimentationEvents: () => ({}),

  sendCustomerDataEvent: () => ({}),

  fetchQualifiedSegments: ({ body, world }) => {
    // Variables when a client sends them; the SDK sends none and writes the user and subset into the query.
    const asked = body.variables ?? segmentsQuestionOf(body.query);
    if (isFailure(asked)) return asked;
    const known = Object.values(seedOf(world).datafiles).flatMap((d) =>
      d.datafile.audiences.map((a) => a.name),
    );
    return { body: qualifiedSegments(asked.userId, asked.audiences, [...new Set(known)]) };
  },
} satisfies AreaHandlers;
