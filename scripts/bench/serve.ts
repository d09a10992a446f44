/** A static file server for the bench builds: files from `root`, index.html for any other path. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.txt': 'text/plain',
};

/**
 * `mounts` serves other directories under a path prefix (`{ '/sim-video': 'fixtures/video' }`: the test
 * video a production build does not carry).
 */
export async function serveStatic(
  root: string,
  mounts: Record<string, string> = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    const mount = Object.keys(mounts).find((prefix) => path.startsWith(`${prefix}/`));
    const base = mount ? (mounts[mount] as string) : root;
    let file = join(base, mount ? path.slice(mount.length) : path);
    if (!file.startsWith(base) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    response.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
    if (file.includes('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    const body = readFileSync(file);
    // Compressed like a production server would, so Lighthouse sees realistic transfer sizes.
    if (/\.(html|js|css|svg|json)$/.test(file) && /gzip/.test(String(request.headers['accept-encoding']))) {
      response.setHeader('Content-Encoding', 'gzip');
      response.end(gzipSync(body));
    } else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
