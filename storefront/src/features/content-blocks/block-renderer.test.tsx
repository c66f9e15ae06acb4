// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';
import { contentBlock } from '../../../../contracts/entities/content-blocks';
import { useTestSimulator as startTestSimulator } from '../../testing/simulator-server';
import { BlockList } from './block-renderer';
import { renderBlocks } from './block-test-render';
import { sendContentProblem } from './content-problem-report';
import { CONTENT_CONTRACT } from './content-problems';

// A renderer that throws, in place of the spacer's (the contract allows no block that breaks a real one).
vi.mock('./text/spacer-block', () => ({
  default: () => {
    throw new Error('spacer exploded');
  },
}));

const sim = startTestSimulator();
const page = { type: 'home', url: '/en-us' } as const;
const text = (id: string, words: string) =>
  contentBlock.parse({ type: 'richText', id, richText: `<p>${words}</p>` });

/** Blocks around the one under test, each of which must still show. */
function pageWith(odd: unknown): ContentBlock[] {
  return [text('before', 'Before the odd block'), odd as ContentBlock, text('after', 'After the odd block')];
}

async function expectNeighboursShown() {
  expect(await screen.findByText('Before the odd block', {}, { timeout: 8000 })).toBeInTheDocument();
  expect(await screen.findByText('After the odd block', {}, { timeout: 8000 })).toBeInTheDocument();
}

const warnings = () =>
  vi.mocked(console.warn).mock.calls.filter(([first]) => String(first).includes('content block'));

describe('a block that cannot be drawn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('of a type no renderer draws shows nothing, reported once, and the page goes on', {
    timeout: 15_000,
  }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = { type: 'holoBanner', id: 'holo-1', title: 'Holographic' };
    const view = renderBlocks(sim, <BlockList page={page} blocks={pageWith(odd)} />);
    await expectNeighboursShown();
    expect(screen.queryByText('Holographic')).toBeNull();
    // Drawn again in the same page load (the shopper comes back to the page): still one report.
    view.unmount();
    renderBlocks(sim, <BlockList page={page} blocks={pageWith(odd)} />);
    await expectNeighboursShown();
    expect(warnings()).toEqual([
      [
        '[storefront] content block holo-1 (holoBanner): unknownType, not shown',
        [{ path: 'type', message: 'no renderer for content block type holoBanner' }],
      ],
    ]);
  });

  it('off the content contract shows nothing, reported once with its issues', {
    timeout: 15_000,
  }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = { type: 'thinBanner', id: 'thin-bad', richText: 42, title: 'Broken banner' };
    renderBlocks(sim, <BlockList page={page} blocks={pageWith(odd)} />);
    await expectNeighboursShown();
    expect(screen.queryByRole('region', { name: 'Broken banner' })).toBeNull();
    await waitFor(() => expect(warnings()).toHaveLength(1));
    const [message, issues] = warnings()[0] as [string, { path: string }[]];
    expect(message).toBe('[storefront] content block thin-bad (thinBanner): malformed, not shown');
    expect(issues.map((i) => i.path)).toEqual(['richText']);
  });

  it('whose renderer throws shows nothing, reported once, and the page goes on', {
    timeout: 15_000,
  }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React logs the caught error too: that is React's, not this report.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const odd = contentBlock.parse({ type: 'spacer', id: 'spacer-boom', size: { small: 'sm' } });
    renderBlocks(sim, <BlockList page={page} blocks={pageWith(odd)} />);
    await expectNeighboursShown();
    await waitFor(() => expect(warnings()).toHaveLength(1));
    expect(warnings()[0]).toEqual([
      '[storefront] content block spacer-boom (spacer): failed, not shown',
      [{ path: '(root)', message: 'spacer exploded' }],
    ]);
  });
});

describe('the production report', () => {
  it('goes to the contract-drift report (validateResponse), naming the block and its issues', async () => {
    const calls: unknown[] = [];
    sendContentProblem(
      {
        blockId: 'thin-bad',
        type: 'thinBanner',
        reason: 'malformed',
        issues: [{ path: 'richText', message: 'Invalid input: expected string, received number' }],
      },
      {
        dev: false,
        url: '/en-us?x=1',
        commerce: {
          reportContractDrift: async (input) => {
            calls.push(input);
            return { received: true, contract: input.params.contract };
          },
        },
      },
    );
    expect(calls).toEqual([
      {
        params: { contract: CONTENT_CONTRACT },
        body: {
          url: '/en-us?x=1',
          status: 200,
          issues: [
            {
              path: 'block thin-bad (thinBanner).richText',
              message: 'malformed: Invalid input: expected string, received number',
            },
          ],
        },
      },
    ]);
  });
});
