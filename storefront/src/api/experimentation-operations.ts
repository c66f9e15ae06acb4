import { experimentationOperationTable } from './experimentation-operation-table.generated';
import { addOperationTable } from './operation-route';

/** Importing this module makes the experimentation calls' routes known; only the experimentation chunk does. */
addOperationTable(experimentationOperationTable);
