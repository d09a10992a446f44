import { describe, expect, it } from 'vitest';
import { sanitizeCss } from './sanitize-css';

describe('sanitizeCss', () => {
  it('keeps plain restyling rules', () => {
    const css = '.site-title { letter-spacing: 0.04em; color: #fff; }\nheader > nav a { padding: 4px }';
    expect(sanitizeCss(css)).toBe(css);
  });

  it('drops imports, markup and script URLs', () => {
    const cleaned = sanitizeCss(
      '@import url("https://tracker.example/x.css");\n' +
        'body { background-image: url("javascript:alert(1)"); }\n' +
        '</style><script>window.__injected = true</script>',
    );
    expect(cleaned).not.toMatch(/@import|tracker\.example|javascript:|<|script>/i);
    expect(cleaned).toContain('body { background-image: none; }');
  });

  it('keeps same-site and inline-image URLs, drops foreign ones', () => {
    expect(sanitizeCss('a { background: url(/img/a.png) }')).toContain('url(/img/a.png)');
    expect(sanitizeCss('a { background: url(data:image/png;base64,AAA) }')).toContain('data:image/png');
    expect(sanitizeCss("a { background: url('//evil.example/a.png') }")).toBe('a { background: none }');
    expect(sanitizeCss('a { background: url(https://evil.example/a.png) }')).toBe('a { background: none }');
  });

  it('removes legacy script hooks', () => {
    const cleaned = sanitizeCss(
      'a { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url(x) }',
    );
    expect(cleaned).not.toMatch(/expression|behavior|binding/i);
  });
});
