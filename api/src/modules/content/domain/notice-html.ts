import sanitizeHtml from 'sanitize-html';

/**
 * The strict allow-list for staff-written notice HTML (the home pop-up). Basic formatting, lists,
 * headings, links (http, https, mailto) and images (http, https or a relative path such as
 * /storage/...). Everything else goes: script and style (with their text), iframes, forms, inline
 * styles, classes, every event handler attribute, and javascript:/data:/vbscript: URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag, not kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Links the notice opens in a new tab must not hand the site's window to the target.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
    }),
  },
};

/** The notice HTML with everything outside the allow-list removed. Idempotent. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
