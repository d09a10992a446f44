import DOMPurify from 'dompurify';

/**
 * The one module that renders server HTML safe (DOMPurify). Nothing else in the app may turn server
 * markup into nodes. Webmaster CSS has its own sanitizer (sanitize-css.ts), which keeps DOMPurify
 * out of the home entry: it loads only with a screen that shows server HTML.
 */

/** Server HTML as a fragment of safe nodes, to append to an element (never via innerHTML). */
export function sanitizeHtml(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}
