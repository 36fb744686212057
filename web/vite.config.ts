import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pagePolicy } from './content-security-policy';

/** Writes this build's Content-Security-Policy as the first tag of index.html's <head>. */
function contentSecurityPolicy(mode: string): Plugin {
  return {
    name: 'content-security-policy',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: pagePolicy(mode) }, injectTo: 'head-prepend' }],
    },
  };
}

/**
 * Writes dist/.vite/modules.json: each chunk's modules and their rendered size (after tree
 * shaking, before minification), so scripts/page-weight.mjs can name the largest modules a page
 * loads. Hosting never serves dist/.vite (firebase.json ignores dot folders).
 */
function moduleSizes(): Plugin {
  return {
    name: 'module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ file: output.fileName, modules: Object.entries(output.modules).map(([id, module]) => ({ id, bytes: module.renderedLength })) }]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig(({ mode, command }) => ({
  // The dev server injects inline scripts for hot reload; the policy applies to builds.
  plugins: [react(), ...(command === 'build' ? [contentSecurityPolicy(mode), moduleSizes()] : [])],
  resolve: {
    alias: {
      // The guide's contract (languages, categories, official domains, entry types) is defined once,
      // beside the functions that share it.
      '@guide': fileURLToPath(new URL('../functions/src/guide', import.meta.url)),
      // The chat's request and reply shapes and limits, likewise (functions/src/chat/chat-contract.ts).
      '@chat': fileURLToPath(new URL('../functions/src/chat', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // One chunk per guide language, named so (guide-ar-….js): a page loads only its language.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('/generated/guide/') ? 'assets/guide-[name]-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
}));
