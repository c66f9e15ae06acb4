// @vitest-environment jsdom
// jsdom, as sanitize-html.test.ts: DOMPurify supports it. Neither jsdom nor happy-dom has setHTML; Chromium's
// is exercised by the XSS corpus journey (e2e/journeys/content-xss.spec.ts).
import { describe, expect, it, vi } from 'vitest';
import { renderEditorialHtml } from './render-editorial-html';

const HTML =
  '<p onclick="alert(1)">Hi <a href="/en-ca/help" target="_blank">help</a><a href="javascript:alert(2)">x</a></p>';

describe('renderEditorialHtml', () => {
  it('without the browser sanitiser, downloads DOMPurify and writes the sanitised text', async () => {
    const element = document.createElement('div');
    const download = renderEditorialHtml(element, HTML, 'fr-ca');
    expect(download).toBeInstanceOf(Promise);
    await download;
    expect(element.innerHTML).toBe(
      '<p>Hi <a href="/fr-ca/help" target="_blank" rel="noopener noreferrer">help</a><a>x</a></p>',
    );
  });

  it('writes nothing once the text is no longer wanted (the block went, or its text changed)', async () => {
    const element = document.createElement('div');
    await renderEditorialHtml(element, HTML, 'en-us', () => false);
    expect(element.innerHTML).toBe('');
  });

  it("with the browser's sanitiser, hands it the allow-list at once and applies the link rules after it", () => {
    const element = document.createElement('div');
    const setHTML = vi.fn((html: string) => {
      element.innerHTML = html;
    });
    Object.assign(element, { setHTML });
    const done = renderEditorialHtml(
      element,
      '<p><a href="data:text/html,x">d</a><a href="/journal">j</a></p>',
      'fr-ca',
    );
    expect(done).toBeUndefined();
    const [, options] = setHTML.mock.calls[0] as unknown as [string, { sanitizer: { elements: string[] } }];
    expect(options.sanitizer.elements).toContain('a');
    expect(options.sanitizer.elements).not.toContain('script');
    expect(element.innerHTML).toBe('<p><a>d</a><a href="/fr-ca/journal">j</a></p>');
  });
});
