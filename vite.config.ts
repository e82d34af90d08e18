// Builds the PWA from web/ into dist/web. The service worker is our own source
// (web/sw.ts, injectManifest) so the sync layer can hook Background Sync into it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type LogLevel, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontSubsets } from './scripts/font-subsets-plugin.ts';
import { deviceScreensGroup, routeCodePlugin } from './scripts/route-code-plugin.ts';
import { STAFF_AREA_PATH } from './sync/rules/staff-area.ts';
import { manifest } from './web/app/manifest.ts';

/**
 * Preloads both Golos Text files cut for Russian text (scripts/font-subsets-plugin.ts). Every Russian text needs the Latin one
 * too: spaces, digits and punctuation are in its range. Found only by the first layout, it
 * arrived after the first paint and laid the whole page out again (issue 17: about 300 ms later
 * first paint and 20 to 30 ms more layout on Lighthouse's page load).
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return (['cyrillic', 'latin'] as const).map((subset) => {
          const pattern = new RegExp(`golos-ru-${subset}-[\\w-]+\\.woff2$`);
          const file = Object.keys(ctx.bundle ?? {}).find((f) => pattern.test(f));
          if (!file) throw new Error(`preload-fonts: the ${subset} woff2 is missing from the bundle`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: true },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

/**
 * Builds the server's first-screen module (vite.ssr.config.ts -> dist/ssr) after the PWA, so every
 * `vite build` (npm run build, npm start, the tests) ships both and they never come from different sources.
 */
function firstScreenBuild(): Plugin {
  return {
    name: 'first-screen-build',
    apply: 'build',
    async closeBundle(error) {
      if (!error) await build({ configFile: 'vite.ssr.config.ts' });
    },
  };
}

/**
 * The first screen's boot script (web/public/first-screen-boot.js) is part of each such page's first load: the
 * build ships it minified in place of the readable source that public/ would copy.
 */
function minifiedBootScript(): Plugin {
  const name = 'first-screen-boot.js';
  return {
    name: 'minified-boot-script',
    apply: 'build',
    async generateBundle() {
      const source = readFileSync(fileURLToPath(new URL(`./web/public/${name}`, import.meta.url)), 'utf8');
      const { code } = await transform(source, { minify: true, target: 'es2020' });
      this.emitFile({ type: 'asset', fileName: name, source: code });
    },
  };
}

// Rolldown's plugin-timing report is noise for self-hosters running `npm start`; builds stay quiet unless broken.
const quietChecks = { checks: { bundlerTimings: false } };

const STAFF_ASSETS = 'assets/staff/';

/**
 * The staff area's page (web/staff.html, docs/staff.md) is built after the site, as a build of its own: one
 * build with two entries would move every module both pages use (React DOM, the router, Dexie, the error
 * texts) out of the site's entry chunk into shared chunks, +1.6 KB gzip on every pupil's first load. Its
 * files go under assets/staff/ (never precached by the site's service worker); the fonts keep the site's
 * names, so the browser already has them.
 */
function staffPage(): Plugin {
  let logLevel: LogLevel = 'warn';
  return {
    name: 'staff-page',
    apply: 'build',
    configResolved(config) {
      logLevel = config.logLevel ?? 'warn';
    },
    closeBundle: {
      // After vite-plugin-pwa has listed the site's files for the service worker.
      sequential: true,
      order: 'post',
      async handler(error) {
        if (error) return;
        await build({
          configFile: false,
          root: 'web',
          publicDir: false,
          logLevel,
          build: {
            outDir: '../dist/web',
            emptyOutDir: false,
            sourcemap: true,
            target: 'es2022',
            // One file of about 200 KB gzip, loaded by staff only: fine for them, and no warning on every build.
            chunkSizeWarningLimit: 1024,
            rolldownOptions: {
              ...quietChecks,
              input: fileURLToPath(new URL('./web/staff.html', import.meta.url)),
              output: {
                entryFileNames: `${STAFF_ASSETS}[name]-[hash].js`,
                chunkFileNames: `${STAFF_ASSETS}[name]-[hash].js`,
                assetFileNames: (asset) =>
                  asset.names.some((n) => n.endsWith('.woff2'))
                    ? 'assets/[name]-[hash][extname]'
                    : `${STAFF_ASSETS}[name]-[hash][extname]`,
              },
            },
          },
          worker: { format: 'es', rolldownOptions: { output: { entryFileNames: `${STAFF_ASSETS}[name]-[hash].js` } } },
          plugins: [fontSubsets(), react(), preloadFonts()],
        });
      },
    },
  };
}

/**
 * The dev server answers /staff navigations with staff.html, as the real server does
 * (api/middleware/serve-web.ts); everything else keeps Vite's own index.html fallback.
 */
function staffPageInDev(): Plugin {
  return {
    name: 'staff-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const html = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (html && STAFF_AREA_PATH.test(req.url ?? '')) req.url = '/staff.html';
        next();
      });
    },
  };
}

/**
 * The dev server sends browsers ES modules only: web/app/react-dom-on-demand.cjs (CommonJS so the build runs React DOM
 * when first asked for, not with the entry) is served as its ESM equivalent.
 */
function reactDomOnDemandInDev(): Plugin {
  return {
    name: 'react-dom-on-demand-in-dev',
    apply: 'serve',
    load(id) {
      if (id.endsWith('/web/app/react-dom-on-demand.cjs'))
        return "import * as client from 'react-dom/client';\nexport const loadReactDom = () => client;\n";
    },
  };
}

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

const routeCode = routeCodePlugin();

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      ...quietChecks,
      // Every module the entry imports statically goes into the entry's own chunk. Left to itself Rolldown
      // splits what lazy chunks share with the entry (React, the router, the API client) into 11 small files,
      // each with its own import and export lists and gzip dictionary: one chunk is 3.5 KB gzip less on
      // every first load (README, Benchmarks).
      // The small modules every page's cards and materials use (dates, pictures, captions, the edit pen) go into one
      // chunk: as four files each had its own import and export lists (-0.3 KB gzip on a post's first load).
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'page-common',
              test: /web\/(lib\/format|lib\/picture-props|components\/card-captions|components\/edit-pen\/edit-pen)\./,
            },
            deviceScreensGroup(),
          ],
        },
      },
    },
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
    fontSubsets(),
    react(),
    preloadFonts(),
    firstScreenBuild(),
    minifiedBootScript(),
    routeCode,
    staffPageInDev(),
    reactDomOnDemandInDev(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The browser fetches a manifest's icons itself when it installs; the shell keeps only the 192 px one (route-code).
      includeManifestIcons: false,
      injectManifest: {
        // The shell only (scripts/route-code-plugin.ts): screens' code is cached as it is first used (web/sw.ts).
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest,json}'],
        manifestTransforms: [routeCode.precacheShellOnly],
        // The staff area is online only: a pupil's device never keeps its page or its files.
        globIgnores: ['**/node_modules/**/*', 'staff.html', `${STAFF_ASSETS}**`],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        buildPlugins: { vite: [swBuildWithoutDeprecatedOption()] },
      },
      devOptions: { enabled: false },
    }),
    staffPage(),
  ],
});
