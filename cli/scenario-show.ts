import type { Command } from 'commander';
import { allScenarios } from '../scenarios';
import { describeScenario } from '../scenarios/describe-scenario';
import { nearestNames } from '../simulator/core/nearest-names';
import { usageError } from './usage-error';

/** `harness scenario show <name>`: a scenario's setup and calls, without reading its TypeScript. */
export function registerScenarioShow(scenario: Command): void {
  scenario
    .command('show <name>')
    .description(
      'Show what a scenario does: its seed, its setup, and each call with its request body and what it expects.',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness scenario show guest-checkout\n  $ harness scenario show error-gfc812',
    )
    .action((name: string) => {
      const found = allScenarios.find((s) => s.name === name);
      if (!found)
        usageError(
          `no scenario named "${name}"`,
          nearestNames(
            name,
            allScenarios.map((s) => s.name),
          ),
          'Run "harness scenario list".',
        );
      console.log(describeScenario(found).join('\n'));
    });
}
