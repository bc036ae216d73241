import { lazy, Suspense, type ComponentType } from 'react';
import type { EditorProps } from '../contract';

/**
 * An editor whose code loads when first opened, so a page that only shows cells does not download it. It brings
 * its own Suspense boundary: a host renders it like any editor.
 */
export function lazyEditor(load: () => Promise<ComponentType<EditorProps>>): ComponentType<EditorProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyEditor(props: EditorProps) {
    return (
      <Suspense fallback={<span className="basalt-cell-loading" aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
