import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The URL query key of the grid's chosen tags (repeated: ?tag=hiking&tag=camping). */
export const TAG_PARAM = 'tag';

/**
 * The article grid's chosen tags, held in the URL query so a reload or the back button keeps them. Each
 * change is a history entry (back undoes the last toggle); other query parameters (preview) stay.
 */
export function useTagFilter() {
  const [params, setParams] = useSearchParams();
  const key = params.getAll(TAG_PARAM).join('\n');
  const selected = useMemo(() => (key ? [...new Set(key.split('\n'))] : []), [key]);

  const write = useCallback(
    (tags: readonly string[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(TAG_PARAM);
          for (const tag of tags) next.append(TAG_PARAM, tag);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const toggle = useCallback(
    (tag: string) => write(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]),
    [selected, write],
  );
  const clear = useCallback(() => write([]), [write]);
  return { selected, toggle, clear };
}
