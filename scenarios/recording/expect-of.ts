import { catalogue, isCatalogueId } from '../../contracts/errors/catalogue';
import { FLASH_CODES, type FlashCode } from '../../contracts/errors/error-ids';
import type { Operation } from '../../contracts/registry/define-operations';
import type { StepExpectation } from '../scenario';
import { isClosedAt } from './schema-at';

/**
 * What a recorded answer makes a step expect (pure): its status (left out where it is the default), the error
 * id, the flash and item codes, and key fields: those the contract closes to a set of values (statuses,
 * methods, flags) and the counts (totalItems, totalUnits, qty), at most three levels deep, the first entry
 * of a list only. Ids, tokens, dates, prices and free text are left out: they change between runs.
 */

const MAX_FIELDS = 5;
const COUNT_KEYS = new Set(['totalItems', 'totalUnits', 'qty', 'quantity', 'itemCount']);
const PRIVATE_KEYS = /token|secret|password|pin|email|phone|number$/i;

interface Leaf {
  readonly path: string[];
  readonly value: string | number | boolean;
}

function leaves(value: unknown, path: string[] = []): Leaf[] {
  if (path.length > 3) return [];
  if (Array.isArray(value)) return value.length > 0 ? leaves(value[0], [...path, '0']) : [];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return [{ path, value }];
  return [];
}

/** Flash codes of the answer's `flash` list and every item's `codes`, as the runner reads them. */
function codesOf(body: unknown): FlashCode[] {
  const record = (body ?? {}) as { flash?: { code?: unknown }[]; items?: { codes?: unknown[] }[] };
  const all = [
    ...(Array.isArray(record.flash) ? record.flash.map((f) => f?.code) : []),
    ...(Array.isArray(record.items)
      ? record.items.flatMap((i) => (Array.isArray(i?.codes) ? i.codes : []))
      : []),
  ];
  const known = new Set<string>(FLASH_CODES);
  return [...new Set(all.filter((c): c is FlashCode => typeof c === 'string' && known.has(c)))];
}

export interface RecordedExpectation {
  readonly expect: StepExpectation;
  /** An error id the catalogue does not know (a step can expect its status only; the runner fails it). */
  readonly unknownErrorId?: string;
}

export function expectationOf(op: Operation, status: number, body: unknown): RecordedExpectation {
  const errorId = (body as { errorDetails?: { errorId?: unknown }[] } | undefined)?.errorDetails?.[0]
    ?.errorId;
  if (status >= 400) {
    const known = typeof errorId === 'string' && isCatalogueId(errorId) ? errorId : undefined;
    const defaultStatus = known ? catalogue[known].status : undefined;
    return {
      expect: { ...(status !== defaultStatus ? { status } : {}), ...(known ? { errorId: known } : {}) },
      ...(typeof errorId === 'string' && !known ? { unknownErrorId: errorId } : {}),
    };
  }
  const contract =
    status === op.response.status ? op.response : op.alternativeResponses?.find((r) => r.status === status);
  // Counts first, then the shallowest closed fields (a status before an item's flags).
  const isCount = (leaf: Leaf) => COUNT_KEYS.has(leaf.path.at(-1) ?? '') && typeof leaf.value === 'number';
  const picked = leaves(body)
    .filter((leaf) => !PRIVATE_KEYS.test(leaf.path.at(-1) ?? '') && leaf.path[0] !== 'flash')
    .filter((leaf) => isCount(leaf) || isClosedAt(contract?.body, leaf.path))
    .map((leaf, order) => ({ leaf, rank: (isCount(leaf) ? 0 : leaf.path.length) * 1000 + order }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_FIELDS);
  const fields = Object.fromEntries(picked.map(({ leaf }) => [leaf.path.join('.'), leaf.value]));
  const flash = codesOf(body);
  return {
    expect: {
      ...(status !== op.response.status ? { status } : {}),
      ...(flash.length > 0 ? { flash } : {}),
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    },
  };
}
