import { expect, test } from '../support/fixtures';
import { PAGES } from '../support/pages';
import { HARNESS_URL, STOREFRONT_URL } from '../support/stack';
import { OWASP_XSS_VECTORS } from '../support/xss-vectors';

/**
 * The OWASP XSS filter-evasion corpus (e2e/support/xss-vectors.ts, 130 vectors) as content rich text, set
 * through the simulator (POST /__harness/content-pages/...) as the home page's blocks, one richText block per
 * vector, rendered in Chromium. The page's Content-Security-Policy is bypassed here, so the sanitiser alone
 * stands between the vectors and the page: nothing may run, however the page is then handled.
 */

/** One block per vector; its title (text React writes) says the block was drawn. */
const corpusBlocks = OWASP_XSS_VECTORS.map((vector, i) => ({
  type: 'richText',
  id: `xss-vector-${i + 1}`,
  title: `XSS vector ${i + 1}`,
  richText: vector,
}));

/** What the page's rich text may hold after sanitising (text-blocks' sanitize-html.ts). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|\/(?![/\\]))/i;
const DANGEROUS =
  'script, iframe, frame, frameset, object, embed, applet, style, link, meta, base, form, input, svg, math, xml, isindex, bgsound, video, audio, source';
/** A transparent pixel: the answer to any request off this stack (pictures a vector names). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The two sanitisers rich text goes through: the browser's own (setHTML), and DOMPurify where there is none. */
const SANITISERS = [
  { name: "the browser's sanitiser", platform: true },
  { name: 'DOMPurify (a browser without setHTML)', platform: false },
] as const;

for (const sanitiser of SANITISERS)
  test.describe(`the XSS corpus as content rich text, through ${sanitiser.name}`, () => {
    test.use({ bypassCSP: true });

    test(`runs none of the ${OWASP_XSS_VECTORS.length} OWASP filter-evasion vectors`, async ({
      page,
      harness,
    }) => {
      expect(OWASP_XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
      const fired: string[] = [];
      const offStack: string[] = [];
      // Every way the vectors call out ends in one of these (alert, confirm, prompt; print; a dialog).
      await page.exposeFunction('__xssFired', (what: string) => fired.push(what));
      await page.addInitScript(() => {
        const report = (window as unknown as { __xssFired: (what: string) => void }).__xssFired;
        for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
          Object.defineProperty(window, name, {
            value: (...args: unknown[]) => void report(`${name}(${args.map(String).join(', ')})`),
            writable: false,
          });
        }
      });
      page.on('dialog', (dialog) => {
        fired.push(`dialog ${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await page.context().route(
        (url) => url.origin !== STOREFRONT_URL && url.origin !== HARNESS_URL,
        async (route) => {
          offStack.push(`${route.request().resourceType()} ${route.request().url()}`);
          await route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL });
        },
      );
      if (!sanitiser.platform) {
        await page.addInitScript(() => {
          delete (Element.prototype as { setHTML?: unknown }).setHTML;
        });
      }
      await harness.control('/content-pages/summitpeak-us/home', { components: corpusBlocks });

      await page.goto(PAGES.home);
      expect(await page.evaluate(() => 'setHTML' in Element.prototype)).toBe(sanitiser.platform);
      // The home page draws its blocks as the shopper scrolls: scroll to its end until all are there.
      const titles = page.getByRole('heading', { name: /^XSS vector \d+$/ });
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(titles).toHaveCount(OWASP_XSS_VECTORS.length, { timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
      await expect(
        page.getByRole('heading', { name: `XSS vector ${OWASP_XSS_VECTORS.length}` }),
      ).toBeVisible();

      // A shopper's pointer and focus passing over everything, and every load or error event (the handlers a
      // vector might have left on an element fire on these), then whatever the pictures do once loaded.
      await page.evaluate(() => {
        const blocks = [...document.querySelectorAll('section')].filter((s) =>
          /^XSS vector \d+$/.test(s.querySelector('h2')?.textContent ?? ''),
        );
        for (const element of blocks.flatMap((b) => [...b.querySelectorAll('*')])) {
          for (const type of [
            'mouseover',
            'mouseenter',
            'mousemove',
            'focus',
            'blur',
            'load',
            'error',
            'animationstart',
          ])
            element.dispatchEvent(new Event(type, { bubbles: true }));
        }
      });
      await page.waitForLoadState('networkidle');

      const found = await page.evaluate(
        ({ dangerous, safeUrl }) => {
          const safe = new RegExp(safeUrl, 'i');
          const blocks = [...document.querySelectorAll('section')].filter((s) =>
            /^XSS vector \d+$/.test(s.querySelector('h2')?.textContent ?? ''),
          );
          const problems: string[] = [];
          for (const block of blocks) {
            const name = block.querySelector('h2')?.textContent;
            for (const element of block.querySelectorAll(dangerous))
              problems.push(`${name}: <${element.localName}>`);
            for (const element of block.querySelectorAll('*')) {
              for (const attribute of element.attributes) {
                const { name: attr, value } = attribute;
                if (attr.startsWith('on') || attr === 'style' || attr === 'srcset' || attr === 'background')
                  problems.push(`${name}: ${attr} on <${element.localName}>`);
                if (
                  (attr === 'href' || attr === 'src' || attr === 'action' || attr === 'formaction') &&
                  !safe.test(value.replace(/[\t\n\r]/g, ''))
                )
                  problems.push(`${name}: ${attr}="${value}"`);
              }
            }
          }
          return { blocks: blocks.length, problems };
        },
        { dangerous: DANGEROUS, safeUrl: SAFE_URL.source },
      );

      expect(found.blocks).toBe(OWASP_XSS_VECTORS.length);
      expect(fired, 'calls the vectors made').toEqual([]);
      expect(found.problems, 'markup the sanitiser let through').toEqual([]);
      // Pictures only: no script, frame or stylesheet went off the stack.
      expect(offStack.filter((request) => !request.startsWith('image '))).toEqual([]);
    });
  });
