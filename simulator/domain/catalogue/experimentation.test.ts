import { describe, expect, it } from 'vitest';
import { segmentsResponse } from '../../../contracts/entities/experimentation-events';
import { httpDate, isNotModified, qualifiedSegments } from './experimentation';

const lastModified = '2026-01-01T00:00:00.000Z';

describe('datafile polling', () => {
  it('is not modified when If-Modified-Since is at or after the last change', () => {
    expect(isNotModified('Thu, 01 Jan 2026 00:00:00 GMT', lastModified)).toBe(true);
    expect(isNotModified('Fri, 02 Jan 2026 00:00:00 GMT', lastModified)).toBe(true);
    expect(isNotModified('Wed, 31 Dec 2025 23:59:59 GMT', lastModified)).toBe(false);
    expect(isNotModified(undefined, lastModified)).toBe(false);
    // The obsolete HTTP-date forms count too (RFC 9110 section 5.6.7).
    expect(isNotModified('Friday, 02-Jan-26 00:00:00 GMT', lastModified)).toBe(true);
    expect(isNotModified('Fri Jan  2 00:00:00 2026', lastModified)).toBe(true);
  });

  it('ignores an If-Modified-Since that is not an HTTP-date', () => {
    for (const value of [
      'yesterday',
      '2026-10-21',
      'Fri, 31 Feb 2026 00:00:00 GMT',
      'Fri, 02 Jan 2026 00:00:00',
    ]) {
      expect(isNotModified(value, lastModified)).toBe(false);
    }
    expect(httpDate(lastModified)).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
  });
});

describe('qualified segments', () => {
  it('answers each asked audience with a stable state for a known visitor', () => {
    const a = qualifiedSegments('vuid_abc123', ['Loyalty members', 'Employees'], []);
    expect(segmentsResponse.safeParse(a).success).toBe(true);
    expect(a.data.customer?.audiences.edges.map((e) => e.node.name)).toEqual([
      'Loyalty members',
      'Employees',
    ]);
    expect(qualifiedSegments('vuid_abc123', ['Loyalty members', 'Employees'], [])).toEqual(a);
    expect(qualifiedSegments('vuid_abc123', [], ['Known']).data.customer?.audiences.edges[0]?.node.name).toBe(
      'Known',
    );
  });

  it('answers customer null with an error for an unknown user', () => {
    const a = qualifiedSegments('someone@example.com', [], []);
    expect(a.data.customer).toBeNull();
    expect(a.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
