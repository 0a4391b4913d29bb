import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useEffect, useMemo, useRef } from 'react';
import { type Language, useLanguage, useMessages } from '../../lib/i18n';
import { useAdminToken } from '../admin-shell/admin-session';
import { screenMessages } from '../admin-shell/sidebar-links';
import { editorNames } from './admin-playground-messages';
import 'graphiql/style.css';
import './graphql-playground.css';

const ME_QUERY = `query Me {
  me {
    id
    name
    email
    role
  }
}
`;

/** The first query shown, its comments in the dashboard's language (GraphiQL's own controls are English only). */
const EXAMPLE_QUERY: Record<Language, string> = {
  th: `# ทดลอง GraphQL สำหรับพนักงาน: ทุกคำสั่งทำงานในนามของคุณ ตามสิทธิ์ของบทบาทคุณ
# กด Ctrl-Enter เพื่อรันคำสั่ง ไอคอนหนังสือทางซ้ายเปิดเอกสารของ schema
${ME_QUERY}`,
  en: `# Staff GraphQL playground: every operation runs as you, with your role's permissions.
# Ctrl-Enter runs the query; the book icon on the left opens the schema's docs.
${ME_QUERY}`,
};

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
  const { language } = useLanguage();
  const title = useMessages(screenMessages).graphql;
  const names = useMessages(editorNames);
  useEffect(() => {
    const playground = playgroundRef.current;
    if (!playground) return;
    // CodeMirror makes its inputs after GraphiQL has rendered (and again when an editor opens).
    const observer = new MutationObserver(() => nameCodeEditorInputs(playground, names));
    observer.observe(playground, { childList: true, subtree: true });
    nameCodeEditorInputs(playground, names);
    return () => observer.disconnect();
  }, [names]);
  return (
    <section ref={playgroundRef} className="graphql-playground" aria-label={title}>
      <h1 className="visually-hidden">{title}</h1>
      <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE_QUERY[language]} forcedTheme="dark" />
    </section>
  );
}

/**
 * GraphiQL's code editors (CodeMirror 5) type into a textarea with no name; each is given its editor's: the
 * label of the section around it, or in the Variables/Headers pane (one section, two editors) its place.
 */
function nameCodeEditorInputs(playground: HTMLElement, names: { variables: string; headers: string }) {
  for (const input of playground.querySelectorAll('.CodeMirror textarea')) {
    const editor = input.closest('.graphiql-editor');
    const tools = editor?.closest('.graphiql-editor-tool');
    const name = tools ? (editor === tools.querySelector('.graphiql-editor') ? names.variables : names.headers) : input.closest('section[aria-label]')?.getAttribute('aria-label');
    if (name && input.getAttribute('aria-label') !== name) input.setAttribute('aria-label', name);
  }
}
