import { test } from '../../support/fixtures';
import { payByCard, shipTo, startCheckout } from '../../support/checkout';
test('look', async ({ page }) => {
  await startCheckout(page);
  await page.screenshot({ path: `/tmp/look/shipping-${test.info().project.name}.png`, fullPage: true });
  await shipTo(page);
  await page.screenshot({ path: `/tmp/look/billing-${test.info().project.name}.png`, fullPage: true });
  await payByCard(page);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/look/summary-${test.info().project.name}.png`, fullPage: true });
});
