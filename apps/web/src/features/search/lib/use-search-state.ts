import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearch, type SearchState, serializeSearch } from './search-params.ts';

export type SearchUpdate = (next: SearchState, options?: { typing?: string }) => void;

/**
 * The search state read from the URL and a setter that writes it back. Each change is a history
 * entry (back and forward walk the refinements), except that the debounced steps of one typed field
 * replace each other: «гит» → «гитара» is one step back, not five.
 */
export function useSearchState(): [SearchState, SearchUpdate] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized params are the identity
  const state = useMemo(() => parseSearch(params), [key]);
  const typedLast = useRef<string | null>(null);

  const update = useCallback<SearchUpdate>(
    (next, options = {}) => {
      const replace = options.typing !== undefined && typedLast.current === options.typing;
      typedLast.current = options.typing ?? null;
      setParams(serializeSearch(next), { replace, preventScrollReset: true });
    },
    [setParams],
  );
  return [state, update];
}

export const TYPING_DEBOUNCE_MS = 300;

type DraftOptions = {
  delay?: number;
  /** What the URL holds for a draft: the trimmed text, or '' for a draft that must not be sent. */
  sent?: (draft: string) => string;
};

const trimmed = (draft: string) => draft.trim();

/**
 * A text field bound to a URL value with a debounce: the field answers every key at once; `delay` ms
 * after the last key the draft is settled and, when it would put something else in the URL, handed to
 * `commit`. Only typing commits: a hand-edited URL stays as it came (the server then says what is
 * wrong with it). When the URL changes from elsewhere (back, the header's search box, a chip) the
 * field follows it.
 */
export function useUrlDraft(
  urlValue: string,
  commit: (draft: string) => void,
  { delay = TYPING_DEBOUNCE_MS, sent = trimmed }: DraftOptions = {},
): [draft: string, setDraft: (value: string) => void, settled: boolean] {
  const [draft, setDraftState] = useState(urlValue);
  const [settled, setSettled] = useState(true);
  const edited = useRef(false);
  const latest = useRef({ draft, urlValue, commit, sent });
  latest.current = { draft, urlValue, commit, sent };

  // A draft the user typed survives a URL that already says the same (its own commit, or nothing for
  // a draft that must not be sent); anything else takes the URL's value.
  useEffect(() => {
    const { draft: current, sent: toUrl } = latest.current;
    if (!edited.current || toUrl(current) !== urlValue.trim()) {
      edited.current = false;
      setDraftState(urlValue);
    }
  }, [urlValue]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new draft restarts the pause
  useEffect(() => {
    if (!edited.current) return;
    setSettled(false);
    const timer = setTimeout(() => {
      setSettled(true);
      const now = latest.current;
      if (now.sent(now.draft) !== now.urlValue.trim()) now.commit(now.draft);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  const setDraft = useCallback((value: string) => {
    edited.current = true;
    setDraftState(value);
  }, []);

  return [draft, setDraft, settled];
}
