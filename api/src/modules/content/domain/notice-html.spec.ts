import { describe, expect, it } from '@jest/globals';
import { sanitizeNoticeHtml } from './notice-html.js';

describe('sanitizeNoticeHtml', () => {
  it('removes an image onerror handler but keeps the image', () => {
    const out = sanitizeNoticeHtml('<img src=x onerror=alert(1)>');
    expect(out).not.toMatch(/onerror|alert/i);
    expect(out).toBe('<img src="x" />');
  });

  it('removes script and style elements with their content', () => {
    expect(sanitizeNoticeHtml('<p>Hi</p><script>alert(1)</script><style>body{display:none}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeNoticeHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
  });

  it('removes javascript:, data: and vbscript: links but keeps http(s) and mailto', () => {
    expect(sanitizeNoticeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href=" javascript:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeNoticeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNoticeHtml('<a href="https://khela.example/promo">go</a>')).toBe('<a href="https://khela.example/promo">go</a>');
    expect(sanitizeNoticeHtml('<a href="mailto:support@khela.example">mail</a>')).toBe('<a href="mailto:support@khela.example">mail</a>');
  });

  it('keeps http(s) and relative image sources, drops data: and protocol-relative ones', () => {
    expect(sanitizeNoticeHtml('<img src="/storage/promotion/a.png" alt="A">')).toBe('<img src="/storage/promotion/a.png" alt="A" />');
    expect(sanitizeNoticeHtml('<img src="https://cdn.example/a.png">')).toBe('<img src="https://cdn.example/a.png" />');
    expect(sanitizeNoticeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
    expect(sanitizeNoticeHtml('<img src="//evil.example/a.png">')).toBe('<img />');
  });

  it('drops iframes, forms, inline styles, classes and every on* attribute', () => {
    const out = sanitizeNoticeHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input></form>' +
        '<p style="background:url(javascript:alert(1))" class="x" onclick="alert(1)" onmouseover="alert(1)">Text</p>' +
        '<svg><script>alert(1)</script></svg><object data="x"></object>',
    );
    expect(out).toBe('<p>Text</p>');
  });

  it('keeps basic formatting and makes new-tab links safe', () => {
    expect(sanitizeNoticeHtml('<h2>Notice</h2><p><b>Bold</b> <em>em</em></p><ul><li>one</li></ul>')).toBe(
      '<h2>Notice</h2><p><b>Bold</b> <em>em</em></p><ul><li>one</li></ul>',
    );
    expect(sanitizeNoticeHtml('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is idempotent', () => {
    const once = sanitizeNoticeHtml('<p onclick="x">a<img src=x onerror=alert(1)><a href="javascript:1" target=_self>b</a></p>');
    expect(sanitizeNoticeHtml(once)).toBe(once);
  });
});
