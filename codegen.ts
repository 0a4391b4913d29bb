import type { CodegenConfig } from '@graphql-codegen/cli';

/** `npm run codegen`: typed documents for the web app from the API's committed schema. */
const config: CodegenConfig = {
  schema: 'api/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', DateTimeISO: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
