import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The guide's contract (languages, categories, official domains, entry types) is defined once,
      // beside the functions that share it.
      '@guide': fileURLToPath(new URL('../functions/src/guide', import.meta.url)),
      '@chat': fileURLToPath(new URL('../functions/src/chat', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A stand-in for the chat's API over real HTTP (the widget's error and limit states).
    globalSetup: ['test/chat-server.ts'],
  },
});
