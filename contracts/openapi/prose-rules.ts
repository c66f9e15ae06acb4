import type { CatalogueId } from '../errors/error-ids';
import type { OperationId } from '../registry/operations';

/**
 * A request rule JSON Schema cannot say (it spans parameters, needs the world's data, or orders dates): the
 * document states it in words, in the description of each operation that applies it, and the fuzz run from
 * the document (simulator/testing/document-fuzz) takes a 400 that names it as allowed. Every other rule the
 * server applies is in the schema.
 */
export interface ProseRule {
  /** The operations that apply it. */
  readonly operations: readonly OperationId[];
  /** The catalogue id a request breaking it is answered with. */
  readonly errorId: CatalogueId;
  /** The request field the refusal's message names (`headers.x-region`), when it names one. */
  readonly field?: string;
  /** The rule in words, as the operation's description states it. */
  readonly description: string;
}

export const PROSE_RULES: readonly ProseRule[] = [];

/** The listed rule a 400 answer of this operation names (its id, and its field when the rule has one). */
export function proseRuleFor(operationId: OperationId, errorId: string, message: string): ProseRule | undefined {
  return PROSE_RULES.find(
    (rule) =>
      rule.operations.includes(operationId) &&
      rule.errorId === errorId &&
      (rule.field === undefined || message.startsWith(`${rule.field}:`) || message.startsWith(`${rule.field}.`)),
  );
}
