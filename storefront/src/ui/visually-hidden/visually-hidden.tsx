import type { ElementType, ReactNode } from 'react';

/** Text for screen readers only (uses the global .visually-hidden class from styles/base.css). */
export function VisuallyHidden({ as: Tag = 'span', children }: { as?: ElementType; children: ReactNode }) {
  return <Tag className="visually-hidden">{children}</Tag>;
}
