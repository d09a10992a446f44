/**
 * Webmaster CSS (white-label custom_css) made safe to apply. Server HTML goes through
 * sanitize-html.ts; these two are the only sanitizers of the app.
 */
// A url() may point only at this site (a relative path, not protocol-relative) or an inline image.
const isSafeUrl = (target: string) =>
  /^data:image\/(png|gif|jpeg|webp)[;,]/i.test(target) ||
  (!/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^[/\\]{2}/.test(target));

/**
 * Webmaster CSS, restyling only: no markup, no imports or other at-rules that load things, no script
 * URLs, no legacy script hooks (expression(), behavior, -moz-binding), no url() off this site. The
 * result goes into a <style> element as text, and the CSP is the second fence.
 */
export function sanitizeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/</g, '')
    .replace(/@(import|charset|namespace)\b[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (whole, _quote: string, target: string) =>
      isSafeUrl(target.trim()) ? whole : 'none',
    )
    .replace(/expression\s*\(/gi, '(')
    .replace(/(behavior|-moz-binding)\s*:[^;}]*;?/gi, '')
    .replace(/(javascript|vbscript)\s*:/gi, '')
    .trim();
}
