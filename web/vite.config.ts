import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API (npm start) serves on :4000; the dev server forwards to it.
const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/graphql': api, '/api': api, '/uploads': api } },
});
