import { useQuery, useSubscription } from '@apollo/client/react';
import { usePollingFallback } from '../../lib/live-updates';
import { adminLiveUpdates } from '../admin-shell/admin-apollo-client';
import { SupportInboxChanged, SupportInboxCountsQuery } from './support-inbox-operations';

/** The inbox counts, kept current by the server's events (or by polling while the socket is down); undefined until known. */
export function useSupportInboxCounts(allowed: boolean) {
  const pollInterval = usePollingFallback(adminLiveUpdates);
  const { data, client } = useQuery(SupportInboxCountsQuery, { skip: !allowed, pollInterval });
  useSubscription(SupportInboxChanged, {
    skip: !allowed,
    onData: ({ data: event }) => {
      const counts = event.data?.supportInboxChanged;
      if (counts) client.writeQuery({ query: SupportInboxCountsQuery, data: { supportInboxCounts: counts } });
    },
  });
  return data?.supportInboxCounts;
}
