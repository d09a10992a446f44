import { expect, test } from '@playwright/test';
import { build } from 'vite';

/**
 * DOMPurify behaves differently outside a real browser, so the app's HTML sanitizer module is
 * bundled as it is and exercised in Chromium: whatever the server sends, no script can run.
 */
async function bundledSanitizer(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'src/security/sanitize-html.ts', formats: ['iife'], name: 'appSanitizer' },
    },
  });
  const [bundle] = Array.isArray(output) ? output : [output];
  const chunk = bundle && 'output' in bundle ? bundle.output[0] : undefined;
  if (chunk?.type !== 'chunk') throw new Error('the sanitizer did not bundle');
  return chunk.code;
}

const attacks = [
  '<img src="x" onerror="window.__xss = 1">',
  '<svg><script>window.__xss = 1</script></svg>',
  '<a href="javascript:window.__xss = 1">link</a>',
  '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 1">',
  '<form action="javascript:1"><button formaction="javascript:1">go</button></form>',
  '<div style="background:url(javascript:1)" onclick="window.__xss = 1">styled</div>',
];

test('server HTML through the sanitizer keeps formatting and can run no script', async ({ page }) => {
  const code = await bundledSanitizer();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: code });
  const result = await page.evaluate((payloads) => {
    const { sanitizeHtml } = (
      window as unknown as { appSanitizer: typeof import('../../src/security/sanitize-html') }
    ).appSanitizer;
    const holder = document.createElement('div');
    for (const payload of payloads) holder.append(sanitizeHtml(payload));
    holder.append(sanitizeHtml('<p>Hello <b>bold</b> <a href="/girls">girls</a></p>'));
    document.body.append(holder);
    const all = [...holder.querySelectorAll('*')];
    return {
      scripts: holder.querySelectorAll('script, iframe, object, embed, form, style').length,
      handlers: all.flatMap((node) => node.getAttributeNames().filter((name) => name.startsWith('on'))),
      styled: all.filter((node) => node.hasAttribute('style')).length,
      scriptUrls: all.filter((node) => /javascript:/i.test(node.getAttribute('href') ?? '')).length,
      kept: holder.querySelector('b')?.textContent,
      link: holder.querySelector('a[href="/girls"]')?.textContent,
    };
  }, attacks);
  expect(result).toEqual({ scripts: 0, handlers: [], styled: 0, scriptUrls: 0, kept: 'bold', link: 'girls' });
});
