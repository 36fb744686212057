import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The guide's contract (languages, categories, official domains, entry types) is defined once,
      // beside the functions that share it.
      '@guide': fileURLToPath(new URL('../functions/src/guide', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
