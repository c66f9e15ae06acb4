import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SELECTORS,
  pactSelection,
  parseSelector,
  straySelectionFlag,
} from './consumer-version-selectors';
import { VerifyUsageError } from './pact-files';

describe('the consumer version selectors of harness pact verify --broker-url', () => {
  it('asks for the main branch and the deployed or released versions when no selector flag is given', () => {
    expect(pactSelection({})).toEqual({
      consumerVersionSelectors: [...DEFAULT_SELECTORS],
      enablePending: false,
    });
    expect(DEFAULT_SELECTORS).toEqual([{ mainBranch: true }, { deployedOrReleased: true }]);
  });

  it('turns each flag into the selector the broker documents, in order, with pending and WIP', () => {
    const selection = pactSelection({
      mainBranch: true,
      deployedOrReleased: true,
      matchingBranch: true,
      consumerBranch: ['feat-x'],
      selector: ['{"deployed":true,"environment":"production"}', '{"branch":"main","consumer":"storefront"}'],
      enablePending: true,
      includeWipPactsSince: '2026-01-01',
      providerBranch: 'feat-x',
    });
    expect(selection).toEqual({
      consumerVersionSelectors: [
        { mainBranch: true },
        { deployedOrReleased: true },
        { matchingBranch: true },
        { branch: 'feat-x' },
        { deployed: true, environment: 'production' },
        { branch: 'main', consumer: 'storefront' },
      ],
      enablePending: true,
      includeWipPactsSince: '2026-01-01',
    });
  });

  it('takes a WIP date with a time too', () => {
    const flags = { enablePending: true, providerBranch: 'main' };
    expect(
      pactSelection({ ...flags, includeWipPactsSince: '2026-01-01T10:00:00Z' }).includeWipPactsSince,
    ).toBe('2026-01-01T10:00:00Z');
  });

  it.each([
    ['not JSON', '{branch:main}', /is not JSON/],
    ['an array', '[{"mainBranch":true}]', /is not a JSON object/],
    ['an empty object', '{}', /is not a JSON object/],
    [
      'an unknown property (a typo)',
      '{"mainbranch":true}',
      /"mainbranch" is not a consumer version selector property/,
    ],
    ['mainBranch false', '{"mainBranch":false}', /"mainBranch" must be true/],
    ['a branch that is not a string', '{"branch":true}', /"branch" must be a non-empty string/],
    ['latest as a string', '{"tag":"prod","latest":"yes"}', /"latest" must be true or false/],
  ])('refuses a --selector that is %s', (_, text, message) => {
    expect(() => parseSelector(text)).toThrow(VerifyUsageError);
    expect(() => parseSelector(text)).toThrow(message);
  });

  it('refuses combinations the broker cannot answer, before anything runs', () => {
    expect(() => pactSelection({ matchingBranch: true })).toThrow(
      '--matching-branch needs --provider-branch',
    );
    expect(() => pactSelection({ includeWipPactsSince: '2026-01-01', providerBranch: 'main' })).toThrow(
      '--include-wip-pacts-since needs --enable-pending',
    );
    expect(() => pactSelection({ includeWipPactsSince: '2026-01-01', enablePending: true })).toThrow(
      '--include-wip-pacts-since needs --provider-branch',
    );
    const flags = { enablePending: true, providerBranch: 'main' };
    for (const bad of ['yesterday', '2026-13-45', '01/02/2026', ''])
      expect(() => pactSelection({ ...flags, includeWipPactsSince: bad })).toThrow(/is not a date/);
    expect(() => pactSelection({ consumerBranch: [' '] })).toThrow('--consumer-branch is empty');
  });

  it('names the first selection flag given (they need --broker-url)', () => {
    expect(straySelectionFlag({})).toBeUndefined();
    expect(straySelectionFlag({ enablePending: true })).toBe('--enable-pending');
    expect(straySelectionFlag({ selector: ['{}'] })).toBe('--selector');
    expect(straySelectionFlag({ includeWipPactsSince: '2026-01-01' })).toBe('--include-wip-pacts-since');
  });
});
