// React DOM's client (about 200 KB of the 370 KB entry), evaluated when main.tsx first asks for it, in a task of
// its own, instead of in the entry's one long task (issue 17: 60 to 100 ms less blocking at 4x CPU slowdown).
// CommonJS on purpose: the bundler keeps a required CommonJS module in the entry's file but runs it only when
// required; an ESM import would run it with the entry, and a dynamic import would move it to a file of its own
// (0.4 KB gzip more on every first load). In development, vite.config.ts serves an ESM copy of this.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the require is the point: see above.
exports.loadReactDom = () => require('react-dom/client');
