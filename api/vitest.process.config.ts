import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Tests that run the BUILT app (api/dist) as separate processes, as a deployment does: after `npm run build`.
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: ['src/**/*.process-test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
