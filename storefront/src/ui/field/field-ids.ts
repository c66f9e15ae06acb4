import { useId } from 'react';

/** Ids for a control and its hint and error, and the aria-describedby that joins the ones shown. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown, describedBy?: string) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds =
    [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return { controlId, hintId, errorId, describedBy: describedByIds };
}
