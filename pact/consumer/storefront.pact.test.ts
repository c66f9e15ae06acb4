import { rmSync } from 'node:fs';
import { beforeAll, describe, it } from 'vitest';
import { STOREFRONT_INTERACTIONS } from './interactions';
import { recordInteraction } from './record-interaction';
import { simulatorForExamples } from './simulator-examples';
import { PACT_FILE, storefrontPact } from './storefront-pact';

/**
 * The storefront's consumer pact: each interaction drives the storefront's real API client against Pact's
 * mock server and is written to pacts/ (the file is rebuilt from scratch on every run).
 */
describe('the storefront pact with the commerce API', () => {
  const sim = simulatorForExamples();
  beforeAll(() => rmSync(PACT_FILE, { force: true }));

  STOREFRONT_INTERACTIONS.forEach((interaction, i) => {
    it(`${interaction.operation}: ${interaction.description}`, async () => {
      await recordInteraction(storefrontPact, sim, interaction, `pact-example-${i}`);
    });
  });
});
