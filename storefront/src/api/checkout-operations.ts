import { checkoutOperationTable } from './checkout-operation-table.generated';
import { addOperationTable } from './operation-route';

/**
 * Importing this module makes the checkout's operations callable. Only the checkout's chunk imports it, so
 * pages outside checkout do not carry these routes (the product page's JavaScript budget).
 */
addOperationTable(checkoutOperationTable);
