import { lazy, Suspense } from 'react';
import type { ExpandedRecordProps } from './ExpandedRecord';

// the expanded record (antd Modal, every field's editor) loads when a record is first expanded
const ExpandedRecord = lazy(() => import('./ExpandedRecord'));

/** The expanded record, fetched the first time one is opened; nothing shows while it loads. */
export function ExpandedRecordHost(props: ExpandedRecordProps) {
  return (
    <Suspense fallback={null}>
      <ExpandedRecord {...props} />
    </Suspense>
  );
}
