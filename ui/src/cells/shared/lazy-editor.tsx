import { lazy, Suspense, useRef, type ComponentType, type MutableRefObject } from 'react';
import type { EditorProps } from '../contract';
import './cells.css';

/**
 * An editor whose code loads when first opened, so a page that only shows cells does not download it. It brings
 * its own Suspense boundary: a host renders it like any editor. Opened by typing on a cell, a plain input takes
 * what the user keeps typing while the code loads (a date typed straight onto a cell), and the editor opens with
 * all of it; opened otherwise (Enter, a double click), it shows that it is loading.
 */
export function lazyEditor(load: () => Promise<ComponentType<EditorProps>>): ComponentType<EditorProps> {
  const Lazy = lazy(async () => ({ default: await load() }));

  /** Rendered again when the code has loaded: reads what was typed meanwhile at that moment. */
  function Loaded({ props, typed }: { props: EditorProps; typed: MutableRefObject<string | undefined> }) {
    return <Lazy {...props} initialText={typed.current} />;
  }

  return function LazyEditor(props: EditorProps) {
    const typed = useRef(props.initialText);
    return (
      <Suspense
        fallback={
          props.initialText === undefined ? (
            <span className="basalt-cell-loading" aria-busy="true" />
          ) : (
            <input
              className="basalt-cell-input basalt-cell-loading"
              aria-busy="true"
              aria-label={props.column.title}
              autoFocus
              defaultValue={props.initialText ?? ''}
              onChange={(e) => {
                typed.current = e.target.value;
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') props.onCancel();
              }}
            />
          )
        }
      >
        <Loaded props={props} typed={typed} />
      </Suspense>
    );
  };
}
