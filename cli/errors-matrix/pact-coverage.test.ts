import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCatalogueId } from '../../contracts/errors/catalogue';
import { idsPinnedBy, pactCoverage } from './pact-coverage';

const errorAnswer = (errorId: string, idMatch: string) => ({
  description: `an answer with ${errorId}`,
  response: {
    status: 404,
    body: { content: { correlationId: 'c', errorDetails: [{ errorId, message: 'm' }] } },
    matchingRules: {
      body: {
        '$.errorDetails': { matchers: [{ match: 'type', min: 1 }] },
        '$.errorDetails[*].errorId': { matchers: [{ match: idMatch }] },
      },
    },
  },
});

describe('the ids a pact pins', () => {
  it('takes an error detail id compared by value, even under a type rule on its array', () => {
    expect(idsPinnedBy(errorAnswer('PLP400', 'equality'), isCatalogueId)).toEqual(['PLP400']);
  });

  it('does not take an id a type or regex rule lets any value stand for', () => {
    expect(idsPinnedBy(errorAnswer('PLP400', 'type'), isCatalogueId)).toEqual([]);
    expect(idsPinnedBy(errorAnswer('PLP400', 'regex'), isCatalogueId)).toEqual([]);
  });

  it('takes flash and item codes of a V3 body without rules, and no catalogue-looking text elsewhere', () => {
    const interaction = {
      response: {
        body: {
          flash: [{ type: 'PickupToSth' }],
          items: [{ codes: ['ProductItemMaxQuantity'], name: 'GEN500' }],
        },
      },
    };
    expect(idsPinnedBy(interaction, isCatalogueId)).toEqual(['PickupToSth', 'ProductItemMaxQuantity']);
  });

  it('reads every pact file of a folder, naming the file and interaction', () => {
    const folder = mkdtempSync(join(tmpdir(), 'pacts-'));
    writeFileSync(
      join(folder, 'a.json'),
      JSON.stringify({ interactions: [errorAnswer('STR404', 'equality')] }),
    );
    writeFileSync(join(folder, 'notes.txt'), 'STR404');
    try {
      expect(Object.fromEntries(pactCoverage(folder, isCatalogueId))).toEqual({
        STR404: [{ pact: 'a.json', interaction: 'an answer with STR404', status: 404 }],
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
