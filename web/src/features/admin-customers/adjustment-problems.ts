import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type AdjustmentField = 'amount' | 'reason';

/**
 * The server's own words about the amount or the reason it refused (BAD_USER_INPUT's `extensions.fields`),
 * by field, so each shows under its input. The rule stays the server's; only where to show it is decided here.
 */
export function adjustmentFieldErrors(error: unknown): Partial<Record<AdjustmentField, string>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: Partial<Record<AdjustmentField, string>> = {};
  for (const graphQLError of error.errors) {
    const fields: unknown = graphQLError.extensions?.fields;
    if (!Array.isArray(fields)) continue;
    for (const problem of fields as unknown[]) {
      if (typeof problem !== 'object' || problem === null) continue;
      const { field, message } = problem as { field?: unknown; message?: unknown };
      if ((field === 'amount' || field === 'reason') && typeof message === 'string') found[field] ??= message;
    }
  }
  return found;
}
