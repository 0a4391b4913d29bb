import { type Request, Router } from 'express';
import { queryText } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { bangkokDateOf } from './bangkok-time.js';
import { sendCsvDownload } from '../../rest/csv-download.js';
import { mapBatches } from '../common/batches.js';
import { TRANSACTION_CSV_HEADER, transactionCsvRow } from './transaction-csv.js';
import { TransactionStatus, TransactionType } from './transaction.enums.js';

/** The GraphQL enum name (DEPOSIT) as its stored value (Deposit); anything else is left for validation to refuse. */
function enumValue<E extends Record<string, string>>(values: E, name: string | undefined): string | undefined {
  return name !== undefined && Object.hasOwn(values, name) ? values[name] : name;
}

function filterOf(req: Request) {
  return {
    from: queryText(req, 'from'),
    to: queryText(req, 'to'),
    type: enumValue(TransactionType, queryText(req, 'type')),
    status: enumValue(TransactionStatus, queryText(req, 'status')),
    search: queryText(req, 'search'),
  };
}

export function transactionRoutes(): Router {
  const router = Router();

  router.get('/export.csv', requirePermission(Permission.VIEW_TRANSACTIONS), async (req, res) => {
    const batches = await servicesOf(res).transactions.exportRows(filterOf(req));
    await sendCsvDownload(res, `transactions-${bangkokDateOf(new Date())}.csv`, TRANSACTION_CSV_HEADER, mapBatches(batches, transactionCsvRow));
  });

  return router;
}
