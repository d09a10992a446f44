import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { rolldown } from 'rolldown';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import type { FirstRequestsConfig } from './src/boot/first-requests';

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

/**
 * A real-backend build (VITE_API_URL) starts the first screen's GET requests from index.html, while
 * the entry downloads: src/boot/first-requests.ts, bundled and inlined, with the file names of the
 * translator and the strings it preloads. The CSP allows that one script by its hash. ADR 0021.
 */
function firstRequestsScript(): Plugin {
  let apiBase: string | undefined;
  return {
    name: 'first-requests-script',
    apply: 'build',
    configResolved: (config) => {
      apiBase = config.env.VITE_API_URL as string | undefined;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!apiBase || !context.bundle) return html;
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk');
        const translator = chunks.find((chunk) => chunk.facadeModuleId === resolve('src/i18n/translator.ts'));
        if (!translator) throw new Error('first-requests-script: the translator is not a chunk of its own');
        const strings = chunks.flatMap((chunk) => {
          const code = /\/src\/i18n\/locales\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return code ? [[code, `/${chunk.fileName}`]] : [];
        });
        // A route's lazy files: its component chunk, the chunks that imports (not the entry), their CSS.
        const filesOf = (chunk: (typeof chunks)[number], seen = new Set<string>()): string[] => {
          if (chunk.isEntry || seen.has(chunk.fileName)) return [];
          seen.add(chunk.fileName);
          const imported = chunk.imports.flatMap((name) => {
            const next = chunks.find((other) => other.fileName === name);
            return next ? filesOf(next, seen) : [];
          });
          return [
            `/${chunk.fileName}`,
            ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
            ...imported,
          ];
        };
        const routes = chunks.flatMap((chunk) => {
          const file = /\/src\/routes\/([^/]+)\.tsx\?tsr-split=component$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          return file ? [[file, filesOf(chunk)]] : [];
        });
        const config: FirstRequestsConfig = {
          apiBase,
          files: [`/${translator.fileName}`],
          strings: Object.fromEntries(strings),
          routes: Object.fromEntries(routes),
        };
        const entry = 'first-requests-entry';
        const bundle = await rolldown({
          input: entry,
          plugins: [
            {
              name: 'first-requests-entry',
              resolveId: (id) => (id === entry ? id : null),
              load: (id) =>
                id === entry
                  ? `import { sendFirstRequests } from ${JSON.stringify(resolve('src/boot/first-requests.ts'))};\nsendFirstRequests(${JSON.stringify(config)});`
                  : null,
            },
          ],
        });
        const { output } = await bundle.generate({ format: 'iife', minify: true });
        await bundle.close();
        const code = output[0].code.trim();
        const hash = createHash('sha256').update(code).digest('base64');
        return html
          .replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`)
          .replace(/(\s*)<script type="module"/, `$1<script>${code}</script>$1<script type="module"`);
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
    firstRequestsScript(),
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
    // xstate is named for itself (lazy chunks share it with machines/lazy-machine.ts, whose name the
    // chunk took otherwise).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'xstate', test: /[\\/]node_modules[\\/]xstate[\\/]|[\\/]machines[\\/]lazy-machine\.ts$/ },
          ],
        },
      },
    },
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
