import { describe, expect, it } from 'vitest';
import { errorIdForIssue } from '../errors/validation-error';
import { HEADER, mainCallHeaders, sessionCallHeaders } from './headers';

const web = {
  [HEADER.locale]: 'en-us',
  [HEADER.brand]: 'summitpeak',
  [HEADER.channel]: 'ECOMM',
  [HEADER.region]: 'NORA',
};

describe('main call headers', () => {
  it('accepts the required four and optional tracing ids and bearer token', () => {
    expect(mainCallHeaders.safeParse(web).success).toBe(true);
    expect(
      mainCallHeaders.safeParse({ ...web, [HEADER.transactionId]: 't-1', [HEADER.accessKey]: 'Bearer abc' })
        .success,
    ).toBe(true);
  });

  it('names the failing header', () => {
    const result = mainCallHeaders.safeParse({ ...web, [HEADER.channel]: 'WEB' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([HEADER.channel]);
  });

  it('rejects a bad locale and an access key that is not a bearer token', () => {
    expect(mainCallHeaders.safeParse({ ...web, [HEADER.locale]: 'english' }).success).toBe(false);
    expect(mainCallHeaders.safeParse({ ...web, [HEADER.accessKey]: 'abc' }).success).toBe(false);
  });

  it('requires the user session id on session calls', () => {
    expect(sessionCallHeaders.safeParse(web).success).toBe(false);
    expect(sessionCallHeaders.safeParse({ ...web, [HEADER.userSessionId]: 'usid-12345678' }).success).toBe(
      true,
    );
  });
});

describe('site headers name a customer list (AUT440)', () => {
  const idsOf = (headers: Record<string, string>) =>
    (mainCallHeaders.safeParse(headers).error?.issues ?? []).map(errorIdForIssue);

  it('refuses an unknown brand or region with AUT440', () => {
    expect(idsOf({ ...web, [HEADER.brand]: 'acme' })).toEqual(['AUT440']);
    expect(idsOf({ ...web, [HEADER.region]: 'APAC' })).toEqual(['AUT440']);
  });

  it('refuses a region that does not serve the locale, for session calls too', () => {
    expect(idsOf({ ...web, [HEADER.locale]: 'en-gb' })).toEqual(['AUT440']);
    expect(idsOf({ ...web, [HEADER.locale]: 'en-gb', [HEADER.region]: 'EMEA' })).toEqual([]);
    expect(idsOf({ ...web, [HEADER.locale]: 'fr-ca' })).toEqual([]);
    const session = sessionCallHeaders.safeParse({
      ...web,
      [HEADER.region]: 'EMEA',
      [HEADER.userSessionId]: 'usid-12345678',
    });
    expect(session.error?.issues.map(errorIdForIssue)).toEqual(['AUT440']);
  });
});
