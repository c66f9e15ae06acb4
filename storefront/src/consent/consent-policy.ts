import { CONSENT_CATEGORY_IDS, type ConsentCategory } from '../../../contracts/common/consent-categories';
import type { ConsentChoices } from './onetrust-cookie';

/** What decides whether a category is allowed on this page. */
export interface ConsentFacts {
  /** The site's setting: in EMEA the shopper's answer decides (site-config.ts `consentRequired`). */
  readonly consentRequired: boolean;
  /** Content preview (?preview=true): every category counts as allowed. */
  readonly preview: boolean;
  /** The shopper's stored answer; undefined until they answer. */
  readonly choices: ConsentChoices | undefined;
}

/**
 * Spec 001 section 6: outside EMEA and in preview every category counts as allowed; in EMEA the stored
 * consent decides, and before an answer only the required category (C0001) is.
 */
export function consentAllows(facts: ConsentFacts, category: ConsentCategory): boolean {
  if (category === 'C0001' || !facts.consentRequired || facts.preview) return true;
  return facts.choices?.[category] === true;
}

/** Whether the banner asks: an EMEA site, not in preview, no answer stored yet. */
export const consentAsked = (facts: ConsentFacts): boolean =>
  facts.consentRequired && !facts.preview && facts.choices === undefined;

/** Every category allowed, or only the required one: the banner's two quick answers. */
export const allChoices = (allowed: boolean): ConsentChoices =>
  Object.fromEntries(CONSENT_CATEGORY_IDS.map((id) => [id, id === 'C0001' || allowed])) as Record<
    ConsentCategory,
    boolean
  >;
