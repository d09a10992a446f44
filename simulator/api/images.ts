import { HttpResponse } from 'msw';
import { hash32 } from '../core/hash';
import type { Router } from './route';

/** Generated SVG avatars and thumbnails: initials on seeded colours, no third-party imagery. */
function colours(key: string): [string, string] {
  const hue = hash32(key) % 360;
  return [`hsl(${hue} 55% 45%)`, `hsl(${(hue + 40) % 360} 60% 30%)`];
}

const safeText = (value: string) => value.replace(/[^a-zA-Z0-9 _.-]/g, '');

function svg(width: number, height: number, key: string, label: string, sub = '', blurred = false) {
  const [from, to] = colours(key);
  const initials = safeText(label).slice(0, 2).toUpperCase();
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${blurred ? '<filter id="b"><feGaussianBlur stdDeviation="12"/></filter>' : ''}</defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g${blurred ? ' filter="url(#b)"' : ''}><circle cx="${width / 2}" cy="${height / 2.4}" r="${Math.min(width, height) / 5}" fill="rgba(255,255,255,0.25)"/>
<text x="50%" y="${height / 2.4 + Math.min(width, height) / 14}" font-family="sans-serif" font-size="${Math.min(width, height) / 5}" fill="#fff" text-anchor="middle">${initials}</text>
<text x="50%" y="${height - 14}" font-family="sans-serif" font-size="${Math.max(10, height / 14)}" fill="rgba(255,255,255,0.85)" text-anchor="middle">${safeText(sub).slice(0, 28)}</text></g>
</svg>`;
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

const nameOf = (file: string | undefined) => (file ?? '').replace(/\.svg$/, '');

export const imageRoutes = (route: Router) => [
  route('get', '/img/avatar/:file', ({ params }) => svg(128, 128, nameOf(params.file), nameOf(params.file))),
  route('get', '/img/thumb/:file', ({ params, url }) =>
    svg(
      320,
      240,
      nameOf(params.file),
      nameOf(params.file),
      url.searchParams.has('offline') ? 'offline' : nameOf(params.file),
    ),
  ),
  route('get', '/img/media/:file', ({ sim, params, url }) => {
    const item = sim.world.data.mediaById.get(Number(nameOf(params.file)));
    return svg(
      320,
      240,
      `media-${nameOf(params.file)}`,
      item?.name ?? 'media',
      item?.username ?? '',
      url.searchParams.get('blur') === '1',
    );
  }),
];
