import { useCallback, useState } from 'react';
import type { StaffOrderFilterInput } from '../../gql/graphql';
import { downloadWithAdminToken } from '../admin-shell/ui/download-with-admin-token';
import { ordersExportFileName, ordersExportUrl } from './order-export';

/** The Export CSV button's state: running while the file is fetched, and the failure if there was one. */
export function useOrdersExport() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = useCallback(async (filter: StaffOrderFilterInput) => {
    setDownloading(true);
    setError(null);
    try {
      await downloadWithAdminToken(ordersExportUrl(filter), ordersExportFileName(filter));
    } catch (failure) {
      setError(failure);
    } finally {
      setDownloading(false);
    }
  }, []);
  return { download, downloading, error };
}
