import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;

/**
 * Replaces each graphql(`…`) call of codegen's client preset with the document it returns, as written in
 * src/gql/graphql.ts (the preset's Babel and SWC plugins do the same with an import): a chunk then carries only the
 * documents it uses, not every document of the app (the dashboard's too) in gql.ts's map and graphql.ts's one chunk.
 */
export function typedDocuments(): Plugin {
  let generated = '';
  /** The generated documents (their JSON), by their names' lower-case form (codegen capitalises parts of fragment names). */
  let documents = new Map<string, string>();
  return {
    name: 'typed-documents',
    enforce: 'pre',
    configResolved(config) {
      generated = path.join(config.root, 'src/gql/graphql.ts');
      const written = readFileSync(generated, 'utf8').matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode</gm);
      documents = new Map([...written].map(([, name, json]) => [name!.toLowerCase(), json!]));
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(path.dirname(generated)) || !code.includes('graphql(`')) return null;
      const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const [, kind, name] = DEFINITION.exec(source) ?? [];
        const document = name && documents.get(`${name}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`.toLowerCase());
        if (!document) this.error(`${id}: no generated document for graphql(\`${source.trim().slice(0, 60)}…\`); run npm run codegen`);
        return `(${document})`;
      });
      return { code: replaced, map: null };
    },
  };
}
