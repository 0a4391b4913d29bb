import { readFile } from 'node:fs/promises';
import { type DocumentNode, print } from 'graphql';

const GENERATED = new URL('../../../web/src/gql/graphql.ts', import.meta.url);

/** A web app operation (fragments included) as `npm run codegen` generated it, e.g. "StorePage". */
export async function webOperation(name: string): Promise<string> {
  const source = await readFile(GENERATED, 'utf8');
  const match = new RegExp(`export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode`).exec(source);
  if (!match) throw new Error(`${name}Document is not in web/src/gql/graphql.ts`);
  return print(JSON.parse(match[1]) as DocumentNode);
}
