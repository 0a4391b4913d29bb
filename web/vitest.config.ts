import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests (and the build plugins'): jsdom, no server. The browser end-to-end tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['src/test-support/setup.ts'],
    restoreMocks: true,
  },
});
