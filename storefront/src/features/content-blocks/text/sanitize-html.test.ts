// @vitest-environment jsdom
// happy-dom (the storefront tests' DOM) parses differently from browsers and DOMPurify misreads it: the
// sanitiser is tested on jsdom, which DOMPurify supports, and in Chromium by the XSS corpus (e2e).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps editorial markup', () => {
    expect(
      sanitizeHtml(
        '<h2>Our story</h2><p>Made <strong>to last</strong>, <a href="/en-us/c/boots-1234">boots</a></p>',
      ),
    ).toBe('<h2>Our story</h2><p>Made <strong>to last</strong>, <a href="/en-us/c/boots-1234">boots</a></p>');
  });

  it('drops scripts, handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a></p>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|style|javascript/i);
    expect(clean).toContain('Hi');
  });
});
