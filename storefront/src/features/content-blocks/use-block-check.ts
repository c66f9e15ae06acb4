import { useEffect, useState } from 'react';
import { useOptionalRuntimeConfig } from '../../app/services';
import type { BlockIssues } from './block-check';

let loaded: BlockIssues | undefined;

/**
 * The contract check of content blocks, where this deployment checks answers (development, tests, or
 * production with validateResponses on): 'loading' until its chunk is in, then the check. Elsewhere
 * undefined: the schemas would cost every content page their weight, so a production page relies on the
 * renderer check (an unknown type) and each block's error boundary.
 */
export function useBlockCheck(): BlockIssues | 'loading' | undefined {
  // A block list drawn without the app's services (a component test of one block) checks nothing.
  const validateResponses = useOptionalRuntimeConfig()?.validateResponses ?? false;
  const [check, setCheck] = useState(() => loaded);
  useEffect(() => {
    if (!validateResponses || check) return;
    let live = true;
    void import('./block-check').then(({ blockIssues }) => {
      loaded = blockIssues;
      if (live) setCheck(() => blockIssues);
    });
    return () => {
      live = false;
    };
  }, [validateResponses, check]);
  if (!validateResponses) return undefined;
  return check ?? 'loading';
}
