import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundledThumbnails } from './build-plugins/bundled-thumbnails';
import { chunkModules } from './build-plugins/chunk-modules';
import { precompress } from './build-plugins/precompress';
import { typedDocuments } from './build-plugins/typed-documents';

// In development the API (npm start) serves on :4000; the dev server forwards to it.
const api = 'http://localhost:4000';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? // dist-server/entry-server.js: the customer pages' server render, run by the API (nothing in it is served),
      // with its libraries bundled in: the API's image installs only the API's own dependencies.
      { plugins: [typedDocuments(), react()], publicDir: false, ssr: { noExternal: true } }
    : {
        plugins: [typedDocuments(), react(), chunkModules(), precompress(), bundledThumbnails()],
        // dist/.vite/manifest.json: which chunks and CSS each page module loads, read by the API's server render
        // (to put them in a rendered page's head) and by `npm run bench:web` (not served: a dotfile folder).
        build: { manifest: true },
        server: { proxy: { '/graphql': api, '/api': api, '/uploads': api } },
      },
);
