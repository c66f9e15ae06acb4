import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { errorEnvelope } from '../contracts/common/error-envelope';
import { buildOpenApiDocument } from '../contracts/openapi/build-document';
import { findOperation, suggestOperations } from '../simulator/core/operation-lookup';
import { usageError } from './usage-error';

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    usageError(
      `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    usageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** "items.0.qty: expected number, received string" — one line per difference. */
function differences(issues: readonly { path: PropertyKey[]; message: string }[]): string[] {
  return issues.map((i) => `  ${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
}

export function registerContracts(program: Command): void {
  const contracts = program
    .command('contracts')
    .description('The Zod contracts: the OpenAPI document, and checks of recorded responses.')
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness contracts openapi --out openapi.json\n  $ harness contracts validate getCart recorded/cart.json',
    );

  contracts
    .command('openapi')
    .description('Print (or write) the OpenAPI 3.1 document generated from the contracts.')
    .option('--out <file>', 'write to this file instead of stdout')
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness contracts openapi > openapi.json\n  $ harness contracts openapi --out build/openapi.json',
    )
    .action((flags: { out?: string }) => {
      const text = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
      if (!flags.out) {
        process.stdout.write(text);
        return;
      }
      try {
        writeFileSync(flags.out, text);
      } catch (error) {
        console.error(`harness: cannot write ${flags.out}: ${(error as Error).message}`);
        process.exit(1);
      }
      console.log(`harness: wrote ${flags.out}`);
    });

  contracts
    .command('validate <operation> <file>')
    .description(
      'Check a recorded response body against its contract and print the field-level differences. ' +
        'A body with errorDetails is checked against the error envelope. Exit 0 valid, 1 differences, 2 usage.',
    )
    .addHelpText(
      'after',
      '\n<operation> is an operationId or "METHOD /path" as the spec writes it.\n\nExamples:\n' +
        '  $ harness contracts validate getCart recorded/cart.json\n' +
        '  $ harness contracts validate "PUT /cart/v2/checkout/order" recorded/order.json',
    )
    .action((ref: string, file: string) => {
      const op = findOperation(ref);
      if (!op) usageError(`no operation "${ref}"`, suggestOperations(ref));
      const body = readJson(file);
      const isError = typeof body === 'object' && body !== null && 'errorDetails' in body;
      const schema = isError ? errorEnvelope : op.response.body;
      const what = isError
        ? 'the error envelope'
        : `the ${op.operationId} answer (HTTP ${op.response.status})`;
      if (!schema)
        usageError(
          `${op.operationId} answers ${op.response.status} without a body; there is nothing to check`,
        );
      const result = schema.safeParse(body);
      if (result.success) {
        console.log(`valid: ${file} matches ${what}`);
        return;
      }
      console.log(`invalid: ${file} does not match ${what} (${result.error.issues.length} differences)`);
      for (const line of differences(result.error.issues)) console.log(line);
      process.exitCode = 1;
    });
}
