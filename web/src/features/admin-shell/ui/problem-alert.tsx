import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** A screen's words for each kind of failure, in the reader's language. */
export interface ProblemTexts {
  problemConflict: string;
  problemForbidden: string;
  problemNotFound: string;
  problemInput: string;
  problemSignedOut: string;
  problemNetwork: string;
  problemOther: string;
}

/**
 * A failed request in the reader's language, chosen by the server's stable error code: the server's own
 * sentences name statuses and fields by their internal names, so they are never shown here.
 */
export function problemText(error: unknown, text: ProblemTexts): string {
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
export function ProblemAlert({ error, prefix, texts }: { error: unknown; prefix: string; texts: ProblemTexts }) {
  if (!error) return null;
  return (
    <p className="admin-error" role="alert">
      {prefix}: {problemText(error, texts)}
    </p>
  );
}
