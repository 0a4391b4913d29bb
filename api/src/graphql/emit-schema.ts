import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { buildGraphQLSchema } from './schema.js';

/** The committed SDL that codegen and staff read; CI fails when it differs from the code. */
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export async function printGraphQLSchema(): Promise<string> {
  return `${printSchema(await buildGraphQLSchema())}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SCHEMA_FILE, await printGraphQLSchema());
  console.log(`Wrote ${SCHEMA_FILE}`);
}
