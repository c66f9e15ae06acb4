import type { CartItem } from '../../../commerce/cart';

type Line = Pick<CartItem, 'id' | 'shippingOptions'>;

export interface ShipmentGroup<L extends Line> {
  /** Method and store: the lines that travel together. */
  readonly key: string;
  readonly code: string;
  readonly storeId: string | undefined;
  readonly lines: readonly L[];
}

/** Where a line goes: its selected delivery option (home delivery, `me`, when none is selected). */
function deliveryOf(line: Line): { code: string; storeId: string | undefined } {
  const selected = line.shippingOptions?.find((o) => o.selected);
  return { code: selected?.shippingMethod.code ?? 'me', storeId: selected?.storeInfo?.id };
}

/** The lines grouped by shipment (method and store), in the order the first line of each appears. */
export function shipmentGroups<L extends Line>(lines: readonly L[]): ShipmentGroup<L>[] {
  const groups = new Map<string, { code: string; storeId: string | undefined; lines: L[] }>();
  for (const line of lines) {
    const { code, storeId } = deliveryOf(line);
    const key = storeId ? `${code}:${storeId}` : code;
    const group = groups.get(key) ?? { code, storeId, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups].map(([key, g]) => ({ key, ...g }));
}
