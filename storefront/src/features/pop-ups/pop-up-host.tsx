import { dismissPopUp } from './dismissed-pop-ups';
import { PopUp } from './pop-up';
import { usePopUpToShow } from './use-pop-ups';

/** The page's pop-up: the first one not yet dismissed; closing it dismisses it for good (lazy-pop-ups.tsx). */
export default function PopUpHost() {
  const popUp = usePopUpToShow();
  if (!popUp) return null;
  return <PopUp key={popUp.name} popUp={popUp} onClose={() => dismissPopUp(popUp.name)} />;
}
