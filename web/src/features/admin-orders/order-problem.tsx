import { useMessages } from '../../lib/i18n';
import { ProblemAlert } from '../admin-shell/ui/problem-alert';
import { adminOrdersMessages } from './admin-orders-messages';

/** A failed order request, worded for orders ("someone else changed this order first"). */
export function OrderProblem({ error, prefix }: { error: unknown; prefix: string }) {
  return <ProblemAlert error={error} prefix={prefix} texts={useMessages(adminOrdersMessages)} />;
}
