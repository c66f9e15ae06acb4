import { Command, CommanderError } from 'commander';
import { registerContracts } from './contracts';
import { registerErrors } from './errors';
import { packageVersion } from './package-version';
import { registerPact } from './pact';
import { registerProxy } from './proxy';
import { registerRecord } from './record';
import { registerScenario } from './scenario';
import { registerServe } from './serve';
import { USAGE_EXIT } from './usage-error';

// Output piped into `head` closes early: stop quietly, as other command-line tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const program = new Command('harness')
  .description(
    'storefront-harness: the contract-first simulator of the outdoor and footwear storefront APIs.',
  )
  .version(packageVersion(), '-V, --version', 'print the harness version')
  .showSuggestionAfterError(true)
  .showHelpAfterError('(run "harness --help" for the commands)')
  .exitOverride();

registerServe(program);
registerScenario(program);
registerErrors(program);
registerContracts(program);
registerPact(program);
registerProxy(program);
registerRecord(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // --help and --version end with code 0; every other commander error is a usage error.
    process.exit(error.exitCode === 0 ? 0 : USAGE_EXIT);
  }
  console.error(`harness: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
