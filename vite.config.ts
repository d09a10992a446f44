import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The built app's Content-Security-Policy: no inline scripts, no eval. Styles may be inline because
 * white-label sites inject their (sanitized) custom CSS. Dev mode skips it: React Refresh injects an
 * inline preamble.
 */
function contentSecurityPolicy(): Plugin {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self' ws: wss: http://127.0.0.1:* http://localhost:*",
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    contentSecurityPolicy(),
  ],
  server: { host: '127.0.0.1', port: 5173, allowedHosts: ['.localhost'] },
  preview: { host: '127.0.0.1', port: 4173, allowedHosts: ['.localhost'] },
  build: { target: 'es2022', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            '{protocol,machines,simulator,tests/property,scripts}/**/*.test.ts',
            'src/devtools/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/devtools/**'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
