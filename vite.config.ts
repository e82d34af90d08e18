// Builds the PWA from web/ into dist/web. The service worker is our own source
// (web/sw.ts, injectManifest) so the sync layer can hook Background Sync into it.
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './web/app/manifest.ts';

/** Preloads the Cyrillic Golos Text file (web/styles/fonts.css) so body text renders in it at once. */
function preloadCyrillicFont(): Plugin {
  return {
    name: 'preload-cyrillic-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((f) =>
          /golos-text-cyrillic-wght-normal-[\w-]+\.woff2$/.test(f),
        );
        if (!file) throw new Error('preload-cyrillic-font: the Cyrillic woff2 is missing from the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: true },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Puts the entry's stylesheet (the shell, cards, fonts: 8 KB gzip) into index.html as a <style>, so the
 * first screen needs no second round trip before it can paint (Lighthouse: render-blocking CSS, about
 * 150 ms on its slow 4G). Installed apps get index.html from the service worker, so repeat visits do not
 * download it again; lazy routes keep their own CSS files. The CSP allows inline styles (security-headers.ts).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') throw new Error(`inline-entry-css: ${file} is not in the bundle`);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}

// Rolldown's plugin-timing report is noise for self-hosters running `npm start`; builds stay quiet unless broken.
const quietChecks = { checks: { bundlerTimings: false } };

/**
 * vite-plugin-pwa builds the service worker with the deprecated `inlineDynamicImports: true`; this swaps it for
 * Rolldown's `codeSplitting: false` (same output) so `npm start` prints no deprecation warning.
 */
function swBuildWithoutDeprecatedOption(): Plugin {
  return {
    name: 'sw-build-without-deprecated-option',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
        delete output.inlineDynamicImports;
        Object.assign(output, { codeSplitting: false });
      }
      // The inner build ignores the outer --logLevel; keep it as quiet as the main build.
      return { logLevel: 'warn', build: { rolldownOptions: quietChecks } };
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: quietChecks,
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/otherapi': 'http://localhost:3000' },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './app/route-tree.gen.ts',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    preloadCyrillicFont(),
    inlineEntryCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        buildPlugins: { vite: [swBuildWithoutDeprecatedOption()] },
      },
      devOptions: { enabled: false },
    }),
  ],
});
