// Builds the server's first-screen module (web/ssr/first-screen.tsx) into dist/ssr for Node: the app's own
// components rendered to HTML by the server (docs/design-notes.md, 'First screen as HTML').
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  logLevel: 'warn',
  publicDir: false,
  plugins: [react()],
  // DOMPurify needs a DOM; on the server the same HTML policy as on write applies instead.
  resolve: { alias: { dompurify: fileURLToPath(new URL('./web/ssr/dompurify-node.ts', import.meta.url)) } },
  build: {
    ssr: 'ssr/first-screen.tsx',
    outDir: '../dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { checks: { bundlerTimings: false }, output: { entryFileNames: 'first-screen.js' } },
  },
});
