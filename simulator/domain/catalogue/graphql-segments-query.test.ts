import { describe, expect, it } from 'vitest';
import { isFailure } from '../failure';
import { SEGMENTS_QUERY_LIMITS, segmentsQuestionOf } from './graphql-segments-query';

/** The query as the Optimizely SDK 6 builds it (odp_segment_api_manager.js), once its JSON body is read. */
const sdkQuery = (userKey: string, userValue: string, subset: string[]) =>
  `query {customer(${userKey} : "${userValue}") {audiences(subset: [${subset.map((s) => `"${s}"`).join(',')}]) {edges {node {name state}}}}}`;

const messageOf = (answer: ReturnType<typeof segmentsQuestionOf>) =>
  isFailure(answer) ? `${answer.errorId} ${answer.message}` : 'no failure';

describe('inline segments query', () => {
  it("reads the SDK's vuid, fs_user_id and subset", () => {
    expect(segmentsQuestionOf(sdkQuery('vuid', 'vuid_abc123', ['trail_runners', 'gear_heads']))).toEqual({
      userId: 'vuid_abc123',
      audiences: ['trail_runners', 'gear_heads'],
    });
    expect(segmentsQuestionOf(sdkQuery('fs_user_id', 'user-42', ['trail_runners']))).toEqual({
      userId: 'user-42',
      audiences: ['trail_runners'],
    });
    expect(segmentsQuestionOf(sdkQuery('vuid', 'vuid_abc123', []))).toEqual({
      userId: 'vuid_abc123',
      audiences: [],
    });
  });

  it("reads the SDK's exact JSON body once it is parsed", () => {
    // Built as the SDK builds it: the JSON text itself, escapes and the space before the colon included.
    const body =
      '{"query" : "query {customer(vuid : \\"vuid_abc123\\") {audiences(subset: [\\"trail_runners\\",\\"gear_heads\\"]) {edges {node {name state}}}}}"}';
    expect(segmentsQuestionOf((JSON.parse(body) as { query: string }).query)).toEqual({
      userId: 'vuid_abc123',
      audiences: ['trail_runners', 'gear_heads'],
    });
  });

  it('takes GraphQL spacing, optional commas and string escapes; no subset asks for every segment', () => {
    const spaced = `query Segments {
      customer( vuid: "vuid_a" ) {
        audiences( subset: [ "a" "b\\"c" , "d\\u00e9" ] ) { edges { node { name state } } }
      }
    }`;
    expect(segmentsQuestionOf(spaced)).toEqual({ userId: 'vuid_a', audiences: ['a', 'b"c', 'dé'] });
    expect(
      segmentsQuestionOf('{ customer(vuid: "vuid_a") { audiences { edges { node { name } } } } }'),
    ).toEqual({ userId: 'vuid_a', audiences: [] });
  });

  it('refuses a query that names no customer identifier, naming body.query', () => {
    for (const query of [
      'query { audiences { edges { node { name } } } }',
      'query($userId: String!) { customer(vuid: $userId) { audiences { edges { node { name } } } } }',
      'query { customer(email: "a@b.example") { audiences { edges { node { name } } } } }',
    ]) {
      const answer = segmentsQuestionOf(query);
      expect(messageOf(answer)).toMatch(/^API400 body\.query: names no customer identifier/);
    }
  });

  it('refuses an empty or too long id, a subset that is not a list of strings, and too many names', () => {
    expect(messageOf(segmentsQuestionOf(sdkQuery('vuid', '', [])))).toMatch(
      /^API400 body\.query: customer\(vuid\)/,
    );
    const long = 'x'.repeat(SEGMENTS_QUERY_LIMITS.idLength + 1);
    expect(messageOf(segmentsQuestionOf(sdkQuery('fs_user_id', long, [])))).toMatch(/customer\(fs_user_id\)/);
    expect(
      messageOf(segmentsQuestionOf('{customer(vuid: "v\\q") {audiences {edges {node {name}}}}}')),
    ).toMatch(/not a valid GraphQL string/);
    for (const audiences of [
      'audiences(subset: $names)',
      'audiences(subset: [1, 2])',
      'audiences(subset: ["a"',
    ]) {
      const query = `{customer(vuid: "vuid_a") {${audiences} {edges {node {name}}}}}`;
      expect(messageOf(segmentsQuestionOf(query))).toMatch(/^API400 body\.query: audiences\(subset/);
    }
    expect(messageOf(segmentsQuestionOf(sdkQuery('vuid', 'vuid_a', ['ok', ''])))).toMatch(/names must be/);
    const many = Array.from({ length: SEGMENTS_QUERY_LIMITS.audiences + 1 }, (_, i) => `s${i}`);
    expect(messageOf(segmentsQuestionOf(sdkQuery('vuid', 'vuid_a', many)))).toMatch(/at most 100 names/);
  });

  it('reads a long unclosed subset in linear time', () => {
    const query = `{customer(vuid: "vuid_a") {audiences(subset: [${'"a" ,  '.repeat(2000)}`;
    const started = performance.now();
    expect(isFailure(segmentsQuestionOf(query))).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
