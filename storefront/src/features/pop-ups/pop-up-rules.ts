import { POPUP_DEFAULT_DELAY_MS } from '../../../../contracts/entities/pop-up-constants';
import type { ContentPopUps } from '../../commerce/content/popups';

export type ContentPopUp = ContentPopUps[number];

/** The pop-up to show (spec 001 section 4): the first, in the content's order, not yet dismissed. */
export function popUpToShow(
  popUps: readonly ContentPopUp[],
  dismissed: readonly string[],
): ContentPopUp | undefined {
  return popUps.find((p) => !dismissed.includes(p.name));
}

/** How long the pop-up stays minimised before it expands: its delay, 2 seconds when it has none. */
export const expandDelay = (popUp: Pick<ContentPopUp, 'delay'>): number =>
  popUp.delay ?? POPUP_DEFAULT_DELAY_MS;
