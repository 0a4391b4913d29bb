import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's own words about each field it refused (BAD_USER_INPUT's or CONFLICT's `extensions.fields`),
 * by field path ('rate', 'login.username'), the first message of each. The rules stay the server's; this only
 * decides where to show them.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: Record<string, string> = {};
  for (const graphQLError of error.errors) {
    const fields: unknown = graphQLError.extensions?.fields;
    if (!Array.isArray(fields)) continue;
    for (const problem of fields as unknown[]) {
      if (typeof problem !== 'object' || problem === null) continue;
      const { field, message } = problem as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string') found[field] ??= message;
    }
  }
  return found;
}
