import type { Page } from '@shipdeck/core/api';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ListState<T> =
  | { status: 'loading' }
  /** `blocked`: the account may not read it (inactive, spec 03 §6), with the server's notice. */
  | { status: 'failed'; blocked?: string }
  | { status: 'loaded'; items: T[]; totalCount: number };

/**
 * One page of a view-history list (spec 02 §7: page and itemsPerPage), reloaded when the page or `key`
 * changes; an answer that arrives after a newer request is dropped.
 */
export function useHistoryList<T>(load: (page: number) => Promise<Page<T>>, key: string) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the list shows
  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const answer = await loadRef.current(page);
      if (request !== latest.current) return;
      // A page emptied by an action (the last row archived) goes back one page.
      if (answer.items.length === 0 && page > 1) {
        setPage(page - 1);
        return;
      }
      setState({ status: 'loaded', items: answer.items, totalCount: answer.totalItems });
    } catch (error) {
      if (request === latest.current) setState({ status: 'failed', ...blockedBy(error) });
    }
  }, [page, key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts from the first page
  useEffect(() => setPage(1), [key]);
  return { page, setPage, state, reload };
}

/** A 403 AccountInactive / AccountSuspended: trying again will not help; the notice says why. */
function blockedBy(error: unknown): { blocked?: string } {
  const { status, errorCode, description } = (error ?? {}) as {
    status?: unknown;
    errorCode?: unknown;
    description?: unknown;
  };
  return status === 403 &&
    (errorCode === 'AccountInactive' || errorCode === 'AccountSuspended') &&
    typeof description === 'string' &&
    description !== ''
    ? { blocked: description }
    : {};
}
