import { Suspense } from 'react';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';

/** The named content pages the account shows (spec 001 section 2's espots `account`, `account-profile`). */
export type AccountEspotSlug = 'account' | 'account-profile';

// The content blocks' renderers and texts load after the page, as their own chunk: the account works first.
const Blocks = lazyWithMessages<{ slug: AccountEspotSlug }>(() => import('./account-espot-blocks'), ['home']);

/** An account page's content from the content API (account-espot-blocks.tsx); nothing until it arrives. */
export function AccountEspot({ slug }: { readonly slug: AccountEspotSlug }) {
  return (
    <Suspense fallback={null}>
      <Blocks slug={slug} />
    </Suspense>
  );
}
