/**
 * The synchronous HTTP interactions of a pact file (V1 to V4), as swagger-mock-validator checks them, with what
 * it loses on V4 put back: it filters out V4 message interactions before numbering, so its
 * `[root].interactions[i]` counts HTTP interactions only, and it reads the provider state from the V1/V2 fields,
 * not V3/V4's `providerStates`. Each kept interaction keeps its index in the file and a label with its states.
 */

type RawInteraction = Record<string, unknown> & {
  type?: string;
  description?: string;
  pending?: boolean;
  providerState?: string;
  provider_state?: string;
  providerStates?: { name?: string }[];
};

type RawPact = Record<string, unknown> & { interactions?: RawInteraction[] };

export interface HttpInteractionRef {
  /** Index in the pact file's `interactions`. */
  index: number;
  /** Description, then the provider states it is given, as a reader of the consumer test knows it. */
  label: string;
  /** V4 pending interaction: its drift is reported but does not fail (as pending does in verification). */
  pending: boolean;
}

export interface HttpInteractions {
  /** The pact with only its HTTP interactions, in order: what the library is given. */
  pact: RawPact;
  /** One per kept interaction, at the library's index. */
  refs: HttpInteractionRef[];
  /** Labels of the interactions the library cannot check (V4 messages, plugins other than HTTP). */
  skipped: string[];
}

const isHttp = (interaction: RawInteraction) =>
  interaction.type === undefined || interaction.type === 'Synchronous/HTTP';

function statesOf(interaction: RawInteraction): string[] {
  if (Array.isArray(interaction.providerStates)) {
    return interaction.providerStates.map((state) => state.name ?? '').filter(Boolean);
  }
  const state = interaction.providerState ?? interaction.provider_state;
  return state ? [state] : [];
}

export function interactionLabel(interaction: RawInteraction): string {
  const description = interaction.description ?? '(no description)';
  const states = statesOf(interaction);
  return states.length > 0 ? `${description} (given ${states.join(' and ')})` : description;
}

export function httpInteractionsOf(pact: RawPact): HttpInteractions {
  const all = Array.isArray(pact.interactions) ? pact.interactions : [];
  const refs: HttpInteractionRef[] = [];
  const kept: RawInteraction[] = [];
  const skipped: string[] = [];
  all.forEach((interaction, index) => {
    const label = interactionLabel(interaction);
    if (!isHttp(interaction)) {
      skipped.push(`${label} [${interaction.type}]`);
      return;
    }
    kept.push(interaction);
    refs.push({ index, label, pending: interaction.pending === true });
  });
  return { pact: { ...pact, interactions: kept }, refs, skipped };
}
