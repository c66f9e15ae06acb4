import type { ProviderState } from './provider-state';

/** The contract a backend's state-setup endpoint implements, in the words `harness pact states` prints. */
export const STATE_SETUP_CONTRACT =
  'A state-setup endpoint (--state-setup-url) takes POST {"state": NAME, "params": {...}, "action": "setup"}\n' +
  '(and "teardown" after the interaction), sets the state up, and answers its values as JSON, e.g.\n' +
  '{"cartId": "...", "accessToken": "..."}: the verifier puts them into the requests that use them (the cart id in a path).';

export interface StateDescription {
  readonly name: string;
  readonly setsUp: string;
  readonly values: readonly { readonly name: string; readonly means: string }[];
}

export function describeState(state: ProviderState): StateDescription {
  return {
    name: state.name,
    setsUp: state.setsUp,
    values: Object.entries(state.values).map(([name, value]) => ({ name, means: value.means })),
  };
}

/** Each state: its name, what it sets up, and each value it answers with what it means. */
export function stateLines(states: readonly ProviderState[]): string[] {
  const lines: string[] = [];
  for (const state of states) {
    const values = Object.entries(state.values);
    const width = Math.max(0, ...values.map(([name]) => name.length));
    lines.push(state.name, `  ${state.setsUp}`);
    for (const [name, value] of values) lines.push(`    ${name.padEnd(width)}  ${value.means}`);
    lines.push('');
  }
  lines.push(`${states.length} provider states.`, STATE_SETUP_CONTRACT);
  return lines;
}

/** The README's table of states (README.md, "Verify your service"): one row per state. */
export function statesTable(states: readonly ProviderState[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    '| state | what it sets up | values it answers |',
    '|---|---|---|',
    ...states.map(
      (s) =>
        `| ${cell(s.name)} | ${cell(s.setsUp)} | ${Object.keys(s.values)
          .map((v) => `\`${v}\``)
          .join(', ')} |`,
    ),
  ].join('\n');
}
