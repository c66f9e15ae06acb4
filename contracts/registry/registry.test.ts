import { describe, expect, it } from 'vitest';
import { catalogue } from '../errors/catalogue';
import { operationKey } from './define-operations';
import { operationList, operations, operationsByArea } from './operations';

const placeholders = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();

describe('operation registry', () => {
  it('declares no operationId twice across areas', () => {
    const declared = Object.values(operationsByArea).flatMap((area) => Object.keys(area));
    expect(declared).toHaveLength(new Set(declared).size);
    expect(Object.keys(operations)).toHaveLength(declared.length);
  });

  it('declares no METHOD /path twice', () => {
    const keys = operationList.map(operationKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(operationList.map((op) => [op.operationId, op] as const))(
    '%s: path placeholders match its params schema',
    (_id, op) => {
      const declared = op.request.params ? Object.keys(op.request.params.shape).sort() : [];
      expect(declared).toEqual(placeholders(op.path));
    },
  );

  it('lists only catalogue ids, each once per operation', () => {
    for (const op of operationList) {
      for (const id of op.errorIds) expect(catalogue[id], `${op.operationId}: ${id}`).toBeDefined();
      expect(new Set(op.errorIds).size, op.operationId).toBe(op.errorIds.length);
    }
  });

  it('gives every operation a success answer and at least one domain error id', () => {
    for (const op of operationList) {
      expect(op.response.status, op.operationId).toBeGreaterThanOrEqual(200);
      expect(op.response.status, op.operationId).toBeLessThan(300);
      const domain = op.errorIds.filter((id) => !['API406', 'API413', 'API415'].includes(id));
      expect(domain.length, op.operationId).toBeGreaterThan(0);
    }
  });

  it('lets every operation answer API400 and API406, and those reading a body API413 and API415', () => {
    for (const op of operationList) {
      expect(op.errorIds, op.operationId).toContain('API400');
      expect(op.errorIds, op.operationId).toContain('API406');
      expect(op.errorIds.includes('API413'), op.operationId).toBe(op.request.body !== undefined);
      expect(op.errorIds.includes('API415'), op.operationId).toBe(op.request.body !== undefined);
    }
  });

  it('keeps a bodiless success answer for 204 only', () => {
    for (const op of operationList) {
      if (op.response.status === 204) expect(op.response.body, op.operationId).toBeUndefined();
    }
  });
});
