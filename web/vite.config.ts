import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './build-plugins/chunk-modules';
import { precompress } from './build-plugins/precompress';

// In development the API (npm start) serves on :4000; the dev server forwards to it.
const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), chunkModules(), precompress()],
  // dist/.vite/manifest.json: which chunks each route loads, read by `npm run bench:web` (not served: a dotfile folder).
  build: { manifest: true },
  server: { proxy: { '/graphql': api, '/api': api, '/uploads': api } },
});
