import { useCallback, useEffect, useRef, useState } from 'react';
import { extractErrorText, type Toast } from '@basalt/core';

/**
 * A share (a view's link, a base's link) as a dialog shows and changes it: read when `key` changes (undefined
 * meanwhile, null when there is no link); each change goes to the server and the dialog shows what the server
 * answered; a refusal is a toast in the server's words, and the last good state stays.
 */
export function useShareState<T>(key: string, read: () => Promise<T | null>, toast: Toast) {
  const [value, setValue] = useState<T | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const reader = useRef(read);
  reader.current = read;

  useEffect(() => {
    let cancelled = false;
    reader.current().then(
      (found) => !cancelled && setValue(found),
      async (err: unknown) => {
        if (cancelled) return;
        setValue(null);
        toast.error(await extractErrorText(err));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, toast]);

  /** Runs one change, the share as it now stands its answer; true when the server took it. */
  const run = useCallback(
    async (change: () => Promise<T | null>): Promise<boolean> => {
      setBusy(true);
      try {
        setValue(await change());
        return true;
      } catch (err) {
        toast.error(await extractErrorText(err));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );

  return { value, busy, run };
}
