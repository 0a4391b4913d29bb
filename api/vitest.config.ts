import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // type-graphql and MikroORM need legacy decorators with emitted design-type metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  // graphql ships CJS and ESM builds; load the one Node gives type-graphql and Apollo, or its
  // instanceof checks see two different GraphQLScalarType classes.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    setupFiles: ['src/test-support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
