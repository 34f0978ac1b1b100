import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { contractRoutesPlugin } from './build/contract-routes-plugin.ts';
import { firstLoadGroups, firstLoadPreloadPlugin } from './build/first-load-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';

/** Where `npm run dev` of the server listens; every API-backed path is forwarded there in development. */
const apiTarget = process.env.SANAD_API_URL ?? 'http://localhost:8080';
const proxied = ['/api', '/assets/i18n', '/healthz', '/readyz'];

/**
 * Test files that replace a module with `vi.mock`: a mock takes hold only where the module is evaluated afresh, so these
 * run in a project of their own with a module graph per file; every other file shares one per worker (root vitest.config.ts).
 */
export const moduleMockTests = [
  'src/components/upload/upload-call.test.ts',
  'src/components/upload/upload-field.test.tsx',
  'src/features/attachments/screens/attachments.screen.test.tsx',
  'src/features/tickets/screens/tickets.screen.test.tsx',
  'src/features/applications/screens/program-application.screen.test.tsx',
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    contractRoutesPlugin(),
    react(),
    VitePWA({
      strategies: 'generateSW',
      // Registration is ours: after 30 s of stability and only in production builds (spec §9).
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Sanad',
        short_name: 'Sanad',
        description: 'سند: بوابة المستفيدين من الدعم الاجتماعي',
        lang: 'ar',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b6a40',
        background_color: '#f8f9fa',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The full font files serve only characters outside the core subsets (fonts.css): fetched when a page needs
        // them, not installed ahead on every phone.
        globIgnores: ['**/ibm-plex-sans-arabic-{arabic,latin}-{400,700}-normal-*.woff2'],
        navigateFallback: 'index.html',
        // API answers and translations are live data: never served from the worker's cache.
        navigateFallbackDenylist: [/^\/api\//, /^\/assets\/i18n\//, /^\/healthz/, /^\/readyz/],
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
    firstLoadPreloadPlugin(),
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // Maps for error reports and bundle analysis, without the comment that would point browsers at them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A first visit loads three scripts: the entry, the shell and the first screen, each one file (see
          // first-load-plugin.ts). Left to itself the bundler cuts what they share with the many lazy screens into a
          // handful of small chunks, which costs round trips and compression (decision 007). Lazy screens keep their
          // own chunks.
          groups: [{ name: 'entry', tags: ['$initial'] }, ...firstLoadGroups()],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...moduleMockTests],
    isolate: false,
    // The web files share the two workers with the server projects' database tests; a screen test that types a whole
    // form (registration) passed 5 s there under load. Slowness is measured in benchmarks, not here.
    testTimeout: 20_000,
    // As the root config's: a project loaded from its own file does not inherit it, and projects run side by side only
    // with the same number of workers.
    maxWorkers: 2,
  },
});
