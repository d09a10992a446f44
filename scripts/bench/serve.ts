/** A static file server for the bench builds: files from `root`, index.html for any other path. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
 * Compressed as a production server or CDN serves built assets: brotli at its highest quality (done
 * once a file, as a build step would) where the browser accepts it, as Chromium does, else gzip.
 */
const acceptedEncoding = (accept: string) =>
  /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
const compressedFiles = new Map<string, Buffer>();
function compressed(file: string, body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding} ${file}`;
  let result = compressedFiles.get(key);
  if (!result) {
    result =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body);
    compressedFiles.set(key, result);
  }
  return result;
}

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
    const encoding = /\.(html|js|css|svg|json)$/.test(file)
      ? acceptedEncoding(String(request.headers['accept-encoding'] ?? ''))
      : null;
    if (!encoding) return void response.end(body);
    response.setHeader('Content-Encoding', encoding);
    response.end(compressed(file, body, encoding));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
