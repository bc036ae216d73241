import { useRef, useState } from 'react';
import type { ImportReport } from '@basalt/core';
import { runImport, type ImportJob, type ImportProgress } from '../engine';

/** Runs one import job: its latest progress, Cancel, and the reports once it ends. */
export function useImportRun() {
  const [progress, setProgress] = useState<ImportProgress>();
  const [cancelling, setCancelling] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);

  const start = async (job: ImportJob): Promise<ImportReport[]> => {
    controller.current = new AbortController();
    setProgress(undefined);
    setCancelling(false);
    try {
      return await runImport(job, setProgress, controller.current.signal);
    } finally {
      controller.current = undefined;
    }
  };

  const cancel = () => {
    setCancelling(true);
    controller.current?.abort();
  };

  return { progress, cancelling, start, cancel };
}
