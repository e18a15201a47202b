import { useCallback, useMemo, useState } from 'react';

/** Which of a page's forms hold changes that are not saved yet. */
export function useDirtyRegistry() {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback((id: string, value: boolean) => {
    setDirty((current) => (current[id] === value ? current : { ...current, [id]: value }));
  }, []);
  const anyDirty = useMemo(() => Object.values(dirty).some(Boolean), [dirty]);
  return { anyDirty, report };
}

export type ReportDirty = (id: string, dirty: boolean) => void;
