/**
 * Which size chart (/fapi/components/size-chart/{productType}) a product's categories use: the shop's
 * merchandising choice per category, the nearest category of the product first. Products of other
 * categories (tents, sleeping bags, socks, gift cards) have no size guide.
 */
const SIZE_CHART_OF_CATEGORY: Readonly<Record<string, string>> = {
  // Men, Women: jackets, fleece, base layers, pants.
  '1000': 'apparel',
  '2000': 'apparel',
  // Footwear (boots, trail runners, sneakers, sandals).
  '3000': 'footwear',
  // Equipment > Backpacks; Accessories > Hats and gloves.
  '400110': 'backpacks',
  '500110': 'gloves',
};

/** The size chart type of a product's categories (leaf first, as the catalogue lists them), if any. */
export function sizeChartTypeOf(categoryIds: readonly string[]): string | undefined {
  for (const id of categoryIds) {
    const type = SIZE_CHART_OF_CATEGORY[id];
    if (type) return type;
  }
  return undefined;
}
