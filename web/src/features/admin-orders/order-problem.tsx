import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useMessages } from '../../lib/i18n';
import { adminOrdersMessages, type AdminOrdersText } from './admin-orders-messages';

/**
 * A failed request in the reader's language, chosen by the server's stable error code: the server's own
 * sentences name statuses and fields by their internal names, so they are never shown here.
 */
export function problemText(error: unknown, text: AdminOrdersText): string {
  if (ServerError.is(error) || error instanceof TypeError) return text.problemNetwork;
  if (!CombinedGraphQLErrors.is(error)) return text.problemOther;
  const codes = new Set(error.errors.map((graphQLError) => graphQLError.extensions?.code));
  if (codes.has('CONFLICT')) return text.problemConflict;
  if (codes.has('FORBIDDEN')) return text.problemForbidden;
  if (codes.has('NOT_FOUND')) return text.problemNotFound;
  if (codes.has('BAD_USER_INPUT')) return text.problemInput;
  if (codes.has('UNAUTHENTICATED')) return text.problemSignedOut;
  return text.problemOther;
}

/** `prefix: what went wrong`, in red and announced; nothing without an error. */
export function OrderProblem({ error, prefix }: { error: unknown; prefix: string }) {
  const text = useMessages(adminOrdersMessages);
  if (!error) return null;
  return (
    <p className="admin-error" role="alert">
      {prefix}: {problemText(error, text)}
    </p>
  );
}
