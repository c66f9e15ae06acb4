import { useEffect, useId, useRef, useState } from 'react';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { ChevronDownIcon, UserIcon } from '../../ui/icons/icons';
import { Link } from '../../ui/link/link';
import styles from './session.module.css';
import { useProfile } from './use-profile';
import { useSignOut } from './use-sign-out';

/**
 * The signed-in shopper's account menu in the header (account-button.tsx loads it: a guest's pages do not
 * carry it). A disclosure (button + list of links), closed by Escape, a click outside or choosing an entry. */
export default function AccountMenu() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const profile = useProfile();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const firstName = profile.data?.consumerDetails.firstName;
  const label = firstName ?? intl.formatMessage({ id: 'session.account.myAccount' });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the disclosure closes it
    <div
      ref={rootRef}
      className={styles.menuRoot}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        icon={<UserIcon />}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={intl.formatMessage({ id: 'session.account.menu' }, { name: label })}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.headerLabel}>{label}</span> <ChevronDownIcon />
      </Button>
      <ul id={listId} className={styles.menu} hidden={!open}>
        <li>
          <Link className={styles.menuItem} to={`/${locale}/account`} onClick={() => setOpen(false)}>
            {intl.formatMessage({ id: 'session.account.myAccount' })}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.menuItem}
            aria-busy={signOut.isPending || undefined}
            onClick={() => {
              setOpen(false);
              signOut.mutate();
            }}
          >
            {intl.formatMessage({ id: 'session.account.signOut' })}
          </button>
        </li>
      </ul>
    </div>
  );
}
