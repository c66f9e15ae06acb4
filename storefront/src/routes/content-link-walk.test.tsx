import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NAMED_CONTENT_PAGES } from '../../../contracts/entities/content-page';
import { contentSiteParams } from '../commerce/content-site';
import { BRAND, SUPPORTED_LOCALES } from '../config/site-config';
import { localiseContentHref } from '../features/content-blocks/content-href';
import { internalLinks } from '../testing/content-links';
import { useTestSimulator } from '../testing/simulator-server';
import { catchAllTarget } from './catch-all-target';
import { AppRoutes } from './routes';

const sim = useTestSimulator();

/** The storefront's real route table (routes.tsx), as route objects react-router matches paths against. */
function routeTable() {
  const shell = AppRoutes() as ReactElement<{ children: ReactNode }>;
  const routes = Children.toArray(shell.props.children).find(
    (child): child is ReactElement<{ children: ReactNode }> => isValidElement(child) && child.type === Routes,
  );
  if (!routes) throw new Error('routes.tsx renders no <Routes>');
  return createRoutesFromChildren(routes.props.children);
}
const ROUTES = routeTable();

/** One content API call on the simulator (its real handlers, this test's session): status and body. */
async function content(locale: string, path: string, query: Record<string, string> = {}) {
  const { params, query: site } = contentSiteParams({ brand: BRAND, locale });
  const search = new URLSearchParams({ ...site, ...query });
  const response = await fetch(
    `/${params.mode}/caas/v1/canvas/${path.replace('{site}', params.siteId)}?${search}`,
    {
      headers: sim.sessionHeader(),
    },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * Why a path would render the not-found page, or undefined when it renders a page: no route for it; a
 * locale the storefront does not serve; or, on the catch-all, a path that names nothing (catch-all-target.ts)
 * or a content page, category or product the simulator does not have.
 */
async function notFoundReason(locale: string, href: string): Promise<string | undefined> {
  const pathname = new URL(href, 'https://shop.example').pathname.replace(/\/+$/, '');
  const matches = matchRoutes(ROUTES, pathname);
  const route = matches?.at(-1)?.route;
  if (!route) return 'no route';
  if (!pathname.startsWith(`/${locale}`)) return `left the ${locale} site`;
  const target =
    route.path === '*' || route.path?.startsWith('c/') || route.path?.startsWith('p/')
      ? catchAllTarget(pathname)
      : undefined;
  if (!target) return undefined;
  if (target.kind === 'notFound') return 'the catch-all names no page';
  if (target.kind === 'searchhub') return undefined;
  const id = pathname.split('/').pop() ?? '';
  const call =
    target.kind === 'content'
      ? `page/{site}/${target.path.slug}`
      : target.kind === 'category'
        ? `category/{site}/${id.match(/c?\d{4,10}$/)?.[0] ?? id}`
        : `product/{site}/${id.match(/[A-Z0-9]{8,11}$/)?.[0] ?? id}`;
  const answer = await content(locale, call);
  return answer.status === 200 ? undefined : `the content API answers ${answer.status} for ${call}`;
}

/**
 * Every internal link of a locale's content: the menu, the footer, the pop-ups, the page and article
 * search (every published page's and article's teaser), the home page and every named page, then,
 * recursively, every content page those link to with the pages under it.
 */
async function walk(locale: string) {
  const linksFrom = new Map<string, string>();
  const add = (from: string, value: unknown) => {
    for (const link of internalLinks(value)) {
      const href = localiseContentHref(link, locale);
      if (!linksFrom.has(href)) linksFrom.set(href, from);
    }
  };
  const parts = [
    'menu/{site}',
    'footer/{site}',
    'popups/{site}',
    'search/{site}/article',
    'search/{site}/page',
  ];
  for (const part of parts) {
    add(part, (await content(locale, part, part.includes('search') ? { limit: '100' } : {})).body);
  }
  const visited = new Set<string>();
  const queue = ['home', ...NAMED_CONTENT_PAGES];
  const problems: string[] = [];
  const visit = async (slug: string) => {
    if (visited.has(slug)) return;
    visited.add(slug);
    const page = await content(locale, `page/{site}/${slug}`);
    if (page.status === 200) add(slug, page.body);
    const children = await content(locale, `children/{site}/${slug}`);
    if (children.status === 200) add(`${slug} (children)`, children.body);
  };
  for (const slug of queue) await visit(slug);
  const checked = new Set<string>();
  let pending = [...linksFrom.keys()];
  while (pending.length) {
    for (const href of pending) {
      checked.add(href);
      const reason = await notFoundReason(locale, href);
      if (reason) problems.push(`${href} (from ${linksFrom.get(href)}): ${reason}`);
      const target = catchAllTarget(new URL(href, 'https://shop.example').pathname);
      if (target.kind === 'content' && !reason) await visit(target.path.slug);
    }
    pending = [...linksFrom.keys()].filter((href) => !checked.has(href));
  }
  return { problems, checked: [...checked] };
}

describe('every link of the seeded content leads to a page', { timeout: 60_000 }, () => {
  it.each(SUPPORTED_LOCALES)('in %s', async (locale) => {
    const menu = await content(locale, 'menu/{site}');
    expect(menu.body).toMatchObject({ locale });
    const { problems, checked } = await walk(locale);
    expect(problems).toEqual([]);
    // The walk reached the footer's help links, the journal's articles and the forms' terms.
    expect(checked).toEqual(
      expect.arrayContaining([
        `/${locale}/help/returns/how-to-return`,
        `/${locale}/help-shipping`,
        `/${locale}/privacy`,
        `/${locale}/loyalty-terms`,
        expect.stringMatching(new RegExp(`^/${locale}/journal/[a-z0-9-]+$`)),
      ]),
    );
  });

  it('reports a link that leads nowhere (the walk can fail)', async () => {
    expect(await notFoundReason('en-us', '/en-us/no-such-page')).toMatch(/404/);
    expect(await notFoundReason('en-us', '/en-us/About_Us')).toBe('the catch-all names no page');
    expect(await notFoundReason('en-us', '/en-us/c/men-9999')).toMatch(/404/);
    expect(await notFoundReason('en-us', '/fr-ca/about-us')).toBe('left the en-us site');
  });

  it('covers the links the spec lists for forms, in every locale', async () => {
    const formLinks = [
      '/forgot-password',
      '/help/contact-us',
      '/loyalty-terms',
      '/loyalty',
      '/brand-terms',
      '/sale-terms',
      '/sms-terms',
      '/associate-discount-terms',
      '/privacy',
      '/help/returns/how-to-return',
    ];
    for (const locale of SUPPORTED_LOCALES) {
      for (const link of formLinks) {
        expect(
          await notFoundReason(locale, localiseContentHref(link, locale)),
          `${locale} ${link}`,
        ).toBeUndefined();
      }
    }
  });
});
