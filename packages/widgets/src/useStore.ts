import { useCallback, useRef, useSyncExternalStore } from 'react';

/** The part of a zustand vanilla store a view needs (docs/conventions.md#core-is-headless). */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: (state: S, previous: S) => void): () => void;
}

/**
 * The one binding of a widget to its core store: renders when the selected slice changes
 * (Object.is), on useSyncExternalStore — which React has and preact/compat provides.
 * Selectors may build new objects or arrays: the last result is kept while the state it came from
 * is unchanged, so a render never loops on a fresh-but-equal value.
 */
export function useStore<S, T>(store: ReadableStore<S>, selector: (state: S) => T): T {
  const memo = useRef<{ state: S; selector: (state: S) => T; value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    const last = memo.current;
    if (last && last.state === state && last.selector === selector) return last.value;
    const value = selector(state);
    memo.current = { state, selector, value: last && Object.is(last.value, value) ? last.value : value };
    return memo.current.value;
  }, [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
