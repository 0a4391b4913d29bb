import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printGraphQLSchema, SCHEMA_FILE } from './emit-schema.js';

describe('committed GraphQL schema', () => {
  it('api/schema.graphql matches the schema the code builds', async () => {
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    const generated = await printGraphQLSchema();
    expect(committed, 'api/schema.graphql is out of date with the resolvers: run `npm run schema` and commit the result').toBe(generated);
  });
});
