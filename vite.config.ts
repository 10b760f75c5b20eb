/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { readConfig } from './src/app/read-config';
import { basePath } from './src/app/site-paths';
import { embeddedStubPlugin } from './src/stub-api/server/embedded-stub-plugin';
import { securityHeadersPlugin } from './src/app/security-headers-plugin';
import { rumWorkerPlugin } from './src/features/telemetry/rum-worker-plugin';
import { formValidatorsPlugin } from './src/schema-forms/build/form-validators-plugin';

export default defineConfig(({ mode }) => {
  const site = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  const port = Number(process.env.PORT ?? 4173);
  return {
    base: `${basePath}/`,
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/app/route-tree.gen.ts',
        quoteStyle: 'single',
      }),
      react(),
      formValidatorsPlugin(),
      securityHeadersPlugin(site),
      rumWorkerPlugin(basePath),
      embeddedStubPlugin({
        embeddedStub: site.embeddedStub,
        mainSitePageNotFound: site.externalLinks.mainSitePageNotFound,
      }),
    ],
    server: { port, host: '127.0.0.1' },
    preview: { port, host: '127.0.0.1' },
    build: { sourcemap: true, target: 'es2022', manifest: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/vitest-setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      exclude: ['tests/browser/**', 'node_modules/**'],
      restoreMocks: true,
      // A file's first test loads the app's lazily split routes; on a busy machine that alone
      // can take several seconds, so a test may run up to 15 s (findBy* queries wait up to 10 s).
      testTimeout: 15_000,
      // Node's fetch cannot resolve the site's same-origin (relative) API addresses, so tests
      // give the clients jsdom's own origin; msw answers there as it does in the browser.
      env: {
        VITE_MAIN_API_URL: 'http://localhost:3000',
        VITE_CONTENT_URL: 'http://localhost:3000',
        VITE_SERVICE_OUTAGE_URL: 'http://localhost:3000',
        VITE_ACCOUNT_API_URL: 'http://localhost:3000/account-api',
        VITE_BACKEND_URL: 'http://localhost:3000/backend',
        VITE_ENERGY_SYSTEM_URL: 'http://localhost:3000/energy-system',
        VITE_WEB_APP_MESSAGES_URL: 'http://localhost:3000/web-app-messages',
      },
    },
  };
});
