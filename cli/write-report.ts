import { writeFileSync } from 'node:fs';
import { usageError } from './usage-error';

type Reporters<R, Name extends string> = Readonly<Record<Name, (report: R) => string>> & {
  readonly pretty: (report: R) => string;
};

/**
 * A run's report in the chosen format: on stdout, or into `--out` with the pretty report still on stdout
 * so a CI log stays readable. A file that cannot be written is a usage error (exit 2).
 */
export function writeReport<R, Name extends string>(
  report: R,
  reporters: Reporters<R, Name>,
  flags: { readonly reporter: Name; readonly out?: string | undefined },
): void {
  const text = reporters[flags.reporter](report);
  if (!flags.out) {
    console.log(text);
    return;
  }
  try {
    writeFileSync(flags.out, text);
  } catch (error) {
    usageError(`cannot write ${flags.out}: ${(error as Error).message.split('\n')[0]}`);
  }
  console.log(reporters.pretty(report));
  console.log(`report (${flags.reporter}) written to ${flags.out}`);
}
