import { type ReactNode, useEffect, useRef } from 'react';
import { Banner } from '../../ui/banner/banner';

export interface ErrorNoticeProps {
  /** The error's text: the notice scrolls to itself when it appears and whenever this changes. */
  readonly message: string;
  /** What follows the text (a way out, such as a link). */
  readonly children?: ReactNode;
}

/**
 * A form's error notice for what belongs to no field: announced (the error banner is role="alert") and
 * scrolled into view, so a shopper far down a long form sees it (spec 001 section 8). Not in ui/banner/:
 * that folder ships with the product page (vite.config.ts, SHOP_PARTS), this loads with the account forms.
 */
export function ErrorNotice({ message, children }: ErrorNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'center' });
  }, [message]);
  return (
    <div ref={ref}>
      <Banner tone="error">
        {message}
        {children ? <> {children}</> : null}
      </Banner>
    </div>
  );
}
