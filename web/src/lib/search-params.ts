import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Changes to some of the URL's query parameters: a value sets one, undefined or '' removes it. */
type ParamChanges<T> = { [K in keyof T]?: string | undefined };

/**
 * The URL's query parameters, and a change to some of them that keeps the rest. Two changes
 * made before the screen renders again (two filters picked in quick succession) both stay:
 * React Router's setSearchParams builds on the parameters of the last render, so on its own
 * the second change would undo the first.
 */
export function useSearchParamsUpdate(): [URLSearchParams, <T extends ParamChanges<T>>(changes: T) => void] {
  const [params, setParams] = useSearchParams();
  const pending = useRef<{ base: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = <T extends ParamChanges<T>>(changes: T) => {
    // Still the same render as the previous change: build on what that change asked for.
    const from = pending.current?.base === params ? pending.current.next : params;
    const next = new URLSearchParams(from);
    for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    pending.current = { base: params, next };
    setParams(next);
  };
  return [params, update];
}
