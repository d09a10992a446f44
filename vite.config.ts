import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The built app's Content-Security-Policy: no inline scripts, no eval. Styles may be inline because
 * white-label sites inject their (sanitized) custom CSS. Dev mode skips it: React Refresh injects an
 * inline preamble. A build aimed at a real backend (VITE_API_URL) may call that API's origin, and
 * index.html opens the connection to it while the scripts download (a preconnect: the API calls
 * start only after the entry has run).
 */
function contentSecurityPolicy(): Plugin {
  let apiOrigin: string | null = null;
  const policy = () =>
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      // Images come from the backend's CDN (any https origin) or, in development, a local sim:server.
      "img-src 'self' data: blob: https: http://127.0.0.1:* http://localhost:*",
      "media-src 'self' blob:",
      `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''} ws: wss: http://127.0.0.1:* http://localhost:*`,
      "worker-src 'self' blob:",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; ');
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved: (config) => {
      const apiUrl = config.env.VITE_API_URL as string | undefined;
      // A relative VITE_API_URL is the page's own origin: 'self' covers it.
      apiOrigin = apiUrl && URL.canParse(apiUrl) ? new URL(apiUrl).origin : null;
    },
    transformIndexHtml: (html) =>
      html.replace(
        '<head>',
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy()}" />${
          // No crossorigin attribute: the API calls send credentials, so they use that connection pool.
          apiOrigin ? `\n    <link rel="preconnect" href="${apiOrigin}" />` : ''
        }`,
      ),
  };
}

const videoTypes: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The simulator's test video (fixtures/video, made by scripts/generate-test-video.sh) at /sim-video/:
 * served in dev, emitted into builds that embed the simulator, left out of real-backend builds.
 */
function simulatorVideo(): Plugin {
  const root = 'fixtures/video';
  let embedsSimulator = true;
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    const path = join(root, decodeURIComponent((request.url ?? '').split('?')[0] ?? ''));
    if (!path.startsWith(root) || !existsSync(path) || statSync(path).isDirectory()) return next();
    response.setHeader('Content-Type', videoTypes[path.split('.').pop() ?? ''] ?? 'application/octet-stream');
    response.end(readFileSync(path));
  };
  return {
    name: 'simulator-video',
    configResolved: (config) => {
      embedsSimulator = !config.env.VITE_API_URL;
    },
    configureServer: (server) => {
      server.middlewares.use('/sim-video', serve);
    },
    generateBundle() {
      if (!embedsSimulator) return;
      for (const file of filesUnder(root)) {
        this.emitFile({
          type: 'asset',
          fileName: `sim-video/${relative(root, file)}`,
          source: readFileSync(file),
        });
      }
    },
  };
}

/**
 * msw's service worker (public/mockServiceWorker.js) serves the in-page simulator only: a build aimed
 * at a real backend (VITE_API_URL set) must not ship it, so it is removed from that build's output.
 */
function simulatorWorkerOnlyWithSimulator(): Plugin {
  let outDir = 'dist';
  let embedsSimulator = true;
  return {
    name: 'simulator-worker-only-with-simulator',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
      embedsSimulator = !config.env.VITE_API_URL;
    },
    closeBundle() {
      if (!embedsSimulator) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The entry's stylesheet (about 2 KiB gzip) goes into index.html as a <style>: a separate file
 * blocks the first paint for a round trip (Lighthouse's render-blocking audit). The CSP allows
 * inline styles already (white-label custom CSS). Lazy routes keep their own CSS files.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            delete bundle[fileName];
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
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
    inlineEntryStylesheet(),
    simulatorVideo(),
    simulatorWorkerOnlyWithSimulator(),
  ],
  server: { host: '127.0.0.1', port: 5173, allowedHosts: ['.localhost'] },
  preview: { host: '127.0.0.1', port: 4173, allowedHosts: ['.localhost'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Everything the entry imports statically in one chunk: rolldown otherwise splits the modules that
    // lazy chunks share with the entry into several small chunks, each gzipped on its own (about 3 KiB
    // more for the home page, and more requests). docs/performance.md, Bundle.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  test: {
    // Property suites are CPU-bound; on a loaded 2-core machine they need more than the 5 s default.
    testTimeout: 60_000,
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
