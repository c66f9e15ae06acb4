import { accountOperationTable } from './account-operation-table.generated';
import { addOperationTable } from './operation-route';

/**
 * Importing this module makes the account operations callable (sign-up, loyalty enrolment, passwords). Only
 * the chunks of those areas import it, so shop pages do not carry these routes (the product page's budget).
 */
addOperationTable(accountOperationTable);
