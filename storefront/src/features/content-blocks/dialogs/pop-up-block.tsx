import { useSyncExternalStore } from 'react';
import { dismissedPopUps, dismissPopUp } from '../../pop-ups/dismissed-pop-ups';
import { PopUp } from '../../pop-ups/pop-up';
import type { BlockOfType, BlockProps } from '../block-props';

/**
 * A pop-up a content page carries among its blocks: shown as the site's pop-ups are (pop-ups/pop-up.tsx), in
 * the other corner so the two never cover each other, and closed for good with the same dismissed list.
 */
export default function PopUpBlock({ block }: BlockProps<BlockOfType<'popUp'>>) {
  const dismissed = useSyncExternalStore(dismissedPopUps.subscribe, dismissedPopUps.get);
  if (dismissed.names.includes(block.name)) return null;
  return <PopUp popUp={block} corner="end" onClose={() => dismissPopUp(block.name)} />;
}
