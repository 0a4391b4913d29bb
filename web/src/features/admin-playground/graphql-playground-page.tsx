import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useEffect, useMemo, useRef } from 'react';
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
  const playgroundRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const playground = playgroundRef.current;
    if (!playground) return;
    // CodeMirror makes its inputs after GraphiQL has rendered (and again when an editor opens).
    const observer = new MutationObserver(() => nameCodeEditorInputs(playground));
    observer.observe(playground, { childList: true, subtree: true });
    nameCodeEditorInputs(playground);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={playgroundRef} className="graphql-playground" aria-label="GraphQL Playground">
      <h1 className="visually-hidden">GraphQL Playground</h1>
      <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE_QUERY} forcedTheme="dark" />
    </section>
  );
}

/**
 * GraphiQL's code editors (CodeMirror 5) type into a textarea with no name; each is given its editor's: the
 * label of the section around it, or in the Variables/Headers pane (one section, two editors) its place.
 */
function nameCodeEditorInputs(playground: HTMLElement) {
  for (const input of playground.querySelectorAll('.CodeMirror textarea:not([aria-label])')) {
    const editor = input.closest('.graphiql-editor');
    const tools = editor?.closest('.graphiql-editor-tool');
    const name = tools ? (editor === tools.querySelector('.graphiql-editor') ? 'Variables' : 'Headers') : input.closest('section[aria-label]')?.getAttribute('aria-label');
    if (name) input.setAttribute('aria-label', name);
  }
}
