import { contentOperationTable } from './content-operation-table.generated';
import { addOperationTable } from './operation-route';

/**
 * Importing this module makes the content operations callable (content pages, blocks, pop-ups, newsletter,
 * events, the store locator, the product page's later parts). Only the chunks of those areas import it, so
 * the shell does not carry these routes (the product page's budget).
 */
addOperationTable(contentOperationTable);
