import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SCREENS } from '../shared/src/api/screens.js';

// DESIGN.md section 1: index.html lives at the repo root, so Vite's root is the repo root and this
// config only points it at the PWA's folders.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiServer = 'http://localhost:8787';

/**
 * Paths the sync-server answers itself: never the app shell, in dev (proxy) or offline (service
 * worker). Everything under /auth/ is the server's (login redirects, the sign-in interaction pages,
 * upstream callbacks) except the app's own /auth/callback.
 */
const SERVER_PATH_PATTERNS = [
  '^/api(?:[/?]|$)',
  '^/oidc(?:[/?]|$)',
  // Workbox tests pathname + search, so the callback's query must not hide it from the exception.
  '^/auth/(?!callback(?:[/?]|$))',
  '^/portfolio(?:[/?]|$)',
  '^/og(?:[/?]|$)',
  '^/sitemap\\.xml(?:\\?|$)',
  '^/robots\\.txt(?:\\?|$)',
];

/**
 * The app's own screens: the only navigations the service worker answers with the app shell.
 * Everything else at the top, `/{slug}` above all, is a published portfolio the server renders.
 */
const SCREENS = APP_SCREENS.join('|').replace(/-/g, '\\-');
const APP_SHELL_PATTERNS = ['^/$', '^/\\?', `^/(?:${SCREENS})(?:[/?]|$)`];
/** A published page's address, `/{slug}`, in dev: one segment, no dot (files), not a screen or Vite's own. */
const SLUG_PATTERN = `^/(?!(?:${SCREENS}|@|src|pwa|shared|node_modules)(?:[/?]|$))[^/?.@]+/?(?:\\?|$)`;

/**
 * Library chunks. The landing page must stay small (≤ 170 KB gzip of initial JS), so libraries only
 * some routes need get chunks of their own that load with those routes. Priorities matter: a group
 * also takes its modules' dependencies, so React is claimed first and never ends up inside (and
 * loading with) the Dexie chunk.
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/, priority: 20 },
  { name: 'dexie', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/, priority: 10 },
];

export default defineConfig({
  root: repoRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    VitePWA({
      // Registered in code with workbox-window (pwa/src/app/serviceWorker.ts) so the app can show its
      // own 'Update available' prompt; `false` is the current spelling of the deprecated `null`.
      injectRegister: false,
      registerType: 'prompt',
      includeManifestIcons: true,
      manifest: {
        name: 'Folio',
        short_name: 'Folio',
        description: 'Turn your PDF resume into a portfolio website you can share as a link or QR code.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b1020',
        background_color: '#0b1020',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // STACK.md gotcha 10: icons and the manifest are added by the plugin; listing png here too
        // would precache them twice.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // pdf.js and its worker are large; they are precached so parsing works offline.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: APP_SHELL_PATTERNS.map((pattern) => new RegExp(pattern)),
        navigateFallbackDenylist: SERVER_PATH_PATTERNS.map((pattern) => new RegExp(pattern)),
        cleanupOutdatedCaches: true,
        // Background Sync of the outbox (issue 5): pwa/public/sw-sync.js relays `sync` events to the app.
        importScripts: ['/sw-sync.js'],
        // CJK CMaps (1.1 MB in all) are too big to precache for everyone; the ones a parse needed are
        // kept after first use, so that language keeps working offline. Hashed names: cache-first is safe.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.endsWith('.bcmap'),
            handler: 'CacheFirst',
            options: { cacheName: 'pdf-cmaps', expiration: { maxEntries: 200 } },
          },
          {
            // The landing page's template pictures: kept once seen, so the landing looks whole offline.
            urlPattern: ({ url }) => url.pathname.startsWith('/template-previews/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'template-previews', expiration: { maxEntries: 12 } },
          },
        ],
      },
    }),
  ],
  // The app's CSP allows no eval. zod checks whether it may compile validators with `new Function`
  // when a schema is made, and the browser reports that caught attempt as a CSP violation on every
  // page (Lighthouse Best Practices). Its global config starts with `jitless` set instead, before any
  // schema exists (in the page and the parse worker alike); validation is the same without the fast path.
  define: {
    'globalThis.__zod_globalConfig': JSON.stringify({ jitless: true }),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each route needs, read by scripts/bench/bundle.mjs.
    manifest: true,
    rolldownOptions: {
      // shared/ is pure code (STYLE.md): none of its modules does anything on import, but the bundler
      // cannot prove it for top-level zod schema calls, and would otherwise ship the resume schema
      // (and zod) to every page that imports one constant from '@folio/shared'.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]src[\\/].*\.tsx?$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS,
        },
      },
    },
  },
  server: {
    port: 5173,
    // Regex keys: a plain '/portfolio' prefix would also swallow the app's own /portfolio-link route.
    proxy: Object.fromEntries(
      [...SERVER_PATH_PATTERNS, SLUG_PATTERN].map((pattern) => [
        pattern,
        { target: apiServer, changeOrigin: false },
      ]),
    ),
  },
  preview: {
    port: 4173,
  },
});
