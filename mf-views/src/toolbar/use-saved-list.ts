import { useCallback, useEffect, useState } from 'react';
import { extractErrorText } from '@basalt/core';
import { useShell } from '../shell-context';

/**
 * A list the toolbar reads from the server (a view's sorts, its filters, a group's members): read on mount, so a
 * button can show a count before its panel opens, and again after each change. `run` sends a change, reads the
 * list again and tells the page, and answers whether it was saved; a refusal shows the server's message and re-reads what is really saved.
 */
export function useSavedList<T>(load: () => Promise<T[]>, onChanged: () => void) {
  const { toast } = useShell();
  const [list, setList] = useState<T[] | undefined>(undefined);

  const reload = useCallback(async () => {
    try {
      setList(await load());
    } catch (err) {
      toast.error(await extractErrorText(err));
    }
  }, [load, toast]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      let done = false;
      try {
        await action();
        done = true;
        onChanged();
      } catch (err) {
        toast.error(await extractErrorText(err));
      }
      await reload();
      return done;
    },
    [onChanged, reload, toast],
  );

  return { list, run, reload };
}
