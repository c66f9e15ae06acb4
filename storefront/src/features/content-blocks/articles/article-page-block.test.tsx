import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articlePageBlock } from '../../../../../contracts/entities/content-blocks-articles';
import { articlesCommerceOf } from '../../../commerce/content/articles';
import { contentPagesCommerceOf } from '../../../commerce/content/pages';
import { loadAreas } from '../../../i18n/message-areas';
import { useTestSimulator } from '../../../testing/simulator-server';
import { testCommerce } from '../../../testing/test-commerce';
import { renderBlockOnSimulator } from '../render-block-on-simulator';
import type { ShownBlock } from '../resolve-blocks';

const sim = useTestSimulator();

/** The simulator's newest article page of a locale: its blocks as the content API answers them. */
async function newestArticle(locale: string) {
  const commerce = testCommerce(sim);
  const site = { brand: 'summitpeak', locale };
  const search = await articlesCommerceOf(commerce).searchArticles(site, { limit: 1, offset: 0, tagIds: [] });
  const slug = search.result[0]?.url.split('/').at(-1) ?? '';
  const page = await contentPagesCommerceOf(commerce).getPage(site, slug);
  const block = page.components.find((b) => b.type === 'articlePage');
  if (block?.type !== 'articlePage') throw new Error(`no article page block on ${slug}`);
  return block;
}

describe('the article page block', { timeout: 30_000 }, () => {
  it('shows the title as the h1, the subtitle, the date, the rich text and the related articles', async () => {
    const block = await newestArticle('en-us');
    renderBlockOnSimulator(sim, [block as ShownBlock], { path: '/en-us/journal/x' });
    const title = await screen.findByRole('heading', { level: 1, name: block.title });
    const header = within(title.parentElement as HTMLElement);
    expect(block.subtitle).toBeTruthy();
    expect(header.getByText(block.subtitle ?? '')).toBeInTheDocument();
    const date = new Date(`${block.date}T00:00:00Z`).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(header.getByText(`Published on ${date}`)).toHaveAttribute('datetime', block.date);
    expect(await screen.findByText('Pack light, start early and leave no trace.')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related stories' });
    expect(within(related).getAllByRole('article')).toHaveLength(block.relatedArticles.length);
    expect(block.relatedArticles.length).toBeGreaterThan(0);
  });

  it('dates the article in French on fr-ca, and shows at most 4 related articles', async () => {
    const block = await newestArticle('fr-ca');
    // A fr-ca page's route loads the French content texts before its blocks render (its boundary names 'content').
    await loadAreas('fr', ['content']);
    const five = articlePageBlock.parse({ ...block, relatedContentTitle: undefined });
    renderBlockOnSimulator(sim, [five as ShownBlock], { path: '/fr-ca/journal/x', locale: 'fr-ca' });
    await screen.findByRole('heading', { level: 1, name: block.title });
    const date = new Date(`${block.date}T00:00:00Z`).toLocaleDateString('fr-CA', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(screen.getByText(`Publié le ${date}`)).toBeInTheDocument();
    // Without a related-content title, the default one names the section.
    const related = screen.getByRole('region', { name: 'Articles connexes' });
    expect(within(related).getAllByRole('article').length).toBeLessThanOrEqual(4);
    expect(within(related).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fr-ca\//),
    );
  });

  it('leaves out what the article does not have: no date, no related section', async () => {
    const block = articlePageBlock.parse({ type: 'articlePage', id: 'bare', title: 'A bare article' });
    renderBlockOnSimulator(sim, [block as ShownBlock]);
    await screen.findByRole('heading', { level: 1, name: 'A bare article' });
    expect(screen.queryByText(/Published on/)).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
