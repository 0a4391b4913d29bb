import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { expect, it } from 'vitest';
import codegenConfig from '../../../codegen.js';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

it("the web app's generated GraphQL code (web/src/gql) matches api/schema.graphql and its documents", async () => {
  const outputs = await generate({ ...codegenConfig, cwd: repositoryRoot, silent: true }, false);
  expect(outputs.length).toBeGreaterThan(0);
  for (const output of outputs) {
    const committed = await readFile(path.resolve(repositoryRoot, output.filename), 'utf8').catch(() => '(missing)');
    expect(committed, `${output.filename} is stale: run npm run codegen`).toBe(output.content);
  }
});
