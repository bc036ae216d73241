import { useRef, useState } from 'react';
import { announceMetaChange, type ImportReport } from '@basalt/core';
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
      // whatever the outcome, tables may have been created: the sidebar (another remote) reads them again
      announceMetaChange({ what: 'tables', projectId: job.projectId });
    }
  };

  const cancel = () => {
    setCancelling(true);
    controller.current?.abort();
  };

  return { progress, cancelling, start, cancel };
}
