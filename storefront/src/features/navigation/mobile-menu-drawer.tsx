import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../i18n/intl';
import { Dialog } from '../../ui/dialog/dialog';
import type { MenuDepartment } from './menu-model';
import MobileMenu from './mobile-menu';
import { MobileMenuUtilities } from './mobile-menu-utilities';

/** The mobile menu in a left drawer (the ui Dialog: focus trap, Escape, focus back to the menu button). */
export default function MobileMenuDrawer({
  departments,
  onClose,
}: {
  departments: readonly MenuDepartment[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const location = useLocation();
  const first = useRef(location);
  // Choosing a link navigates: the drawer closes.
  useEffect(() => {
    if (location !== first.current) onClose();
  }, [location, onClose]);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'navigation.menu.title' })}
      variant="drawer-left"
      onClose={onClose}
    >
      <MobileMenu departments={departments} />
      <MobileMenuUtilities onClose={onClose} />
    </Dialog>
  );
}
