import { useState } from 'react';
import { extractErrorText } from '@basalt/core';
import { useShell } from '../shell-context';

/** Runs a form action with a busy flag; any failure becomes an error toast with the server's message. */
export function useSubmit<Values>(action: (values: Values) => Promise<void>) {
  const { toast } = useShell();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await action(values);
    } catch (err) {
      toast.error(await extractErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
