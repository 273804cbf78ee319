import { useDebouncedValue } from '@lantern/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyListChange,
  readListState,
  SEARCH_DEBOUNCE_MS,
  writeListState,
  type ListChange,
  type ListState,
} from '../listState';

/**
 * The list state held in the URL, plus the search box's text, which reaches the URL (and the query)
 * once typing has paused for 300 ms. Page changes add a history entry; other changes replace it.
 * Switching account lands on the new account's bare dashboard URL: every value is back to default.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const [searchText, setSearchText] = useState(state.search);
  const settled = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  const change = useCallback(
    (c: ListChange) => {
      if (c.type === 'clearFilters' || (c.type === 'search' && !c.value)) setSearchText('');
      setParams((current) => writeListState(applyListChange(readListState(current), c), current), {
        replace: c.type !== 'page',
      });
    },
    [setParams],
  );

  // The settled text becomes the filter (and page 1) only when it differs from the URL's. Only a new
  // settled text triggers this (the URL's value is read through a ref), so Back does not re-apply it.
  const latest = useRef({ search: state.search, change });
  latest.current = { search: state.search, change };
  useEffect(() => {
    if (settled.trim() !== latest.current.search) latest.current.change({ type: 'search', value: settled });
  }, [settled]);

  // The URL changed from elsewhere (Back, a chip removed, reset): the box shows it.
  useEffect(() => {
    setSearchText((text) => (text.trim() === state.search ? text : state.search));
  }, [state.search]);

  const clearSearch = useCallback(() => change({ type: 'search', value: '' }), [change]);

  return { state, change, searchText, setSearchText, clearSearch } as {
    state: ListState;
    change(c: ListChange): void;
    searchText: string;
    setSearchText(text: string): void;
    clearSearch(): void;
  };
}
