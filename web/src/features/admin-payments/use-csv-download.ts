import { useCallback, useState } from 'react';
import { downloadTransactionsCsv, exportFileName } from './transaction-export';
import type { TransactionQueryFilter } from './transaction-filter';

/** A download button's state: running while the file is fetched, and the failure if there was one. */
export function useCsvDownload(fileNamePrefix: string) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = useCallback(
    async (filter: TransactionQueryFilter) => {
      setDownloading(true);
      setError(null);
      try {
        await downloadTransactionsCsv(filter, exportFileName(fileNamePrefix, filter));
      } catch (failure) {
        setError(failure);
      } finally {
        setDownloading(false);
      }
    },
    [fileNamePrefix],
  );
  return { download, downloading, error };
}
