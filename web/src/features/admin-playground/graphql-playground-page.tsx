import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useMemo } from 'react';
import { useAdminToken } from '../admin-shell/admin-session';
import 'graphiql/style.css';
import './graphql-playground.css';

const EXAMPLE_QUERY = `# Staff GraphQL playground: every operation runs as you, with your role's permissions.
# Ctrl-Enter runs the query; the book icon on the left opens the schema's docs.
query Me {
  me {
    id
    name
    email
    role
  }
}
`;

/** /dashboard/graphql: GraphiQL bundled with the app (no CDN), sending the signed-in admin's token. */
export default function GraphQLPlaygroundPage() {
  const token = useAdminToken();
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: '/graphql',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'apollo-require-preflight': 'true' },
      }),
    [token],
  );
  return (
    <section className="graphql-playground" aria-label="GraphQL Playground">
      <h1 className="visually-hidden">GraphQL Playground</h1>
      <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE_QUERY} forcedTheme="dark" />
    </section>
  );
}
