import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { extractErrorText, type TableMeta } from '@basalt/core';
import { useShell } from '../shell-context';
import { formApi, type FormColumn, type FormColumnPatch, type FormSettings, type FormSettingsPatch } from './form-api';
import {
  addAllFields,
  applyChanges,
  HIDDEN_WHEN_PREFILLED,
  hiddenWhenPrefilledOf,
  placeField,
  splitFields,
  type FormColumnChange,
} from './form-fields';

/** How long typing pauses before a text is saved. */
export const SAVE_DELAY_MS = 400;

/**
 * The form builder's state and its saving: every change shows at once and is saved as it is made (texts once typing
 * pauses), one request after another so they reach the server in the order they were made; a failure is a toast.
 */
export function useFormBuilder(viewId: string, meta: TableMeta) {
  const { api, toast } = useShell();
  const calls = useMemo(() => formApi(api), [api]);
  const [settings, setSettings] = useState<FormSettings | undefined>(undefined);
  const [columns, setColumns] = useState<FormColumn[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => void }>());
  // the view's meta as last stored: the one the meta PATCH (which replaces it) starts from
  const storedMeta = useRef<Record<string, unknown>>({});

  useEffect(() => {
    let cancelled = false;
    Promise.all([calls.settings(viewId), calls.columns(viewId)])
      .then(([read, list]) => {
        if (cancelled) return;
        storedMeta.current = read.meta ?? {};
        setSettings(read);
        setColumns(list.list);
      })
      .catch(async (err) => {
        if (cancelled) return;
        setFailed(true);
        toast.error(await extractErrorText(err));
      });
    return () => {
      cancelled = true;
    };
  }, [calls, toast, viewId]);

  const enqueue = useCallback(
    (save: () => Promise<unknown>) => {
      queue.current = queue.current.then(save).catch(async (err) => toast.error(await extractErrorText(err)));
      return queue.current;
    },
    [toast],
  );

  /** Runs `save` once typing in `key` pauses (or at once); a newer edit of the same key replaces a pending one. */
  const schedule = useCallback(
    (key: string, save: () => Promise<unknown>, delay: number) => {
      const pending = timers.current.get(key);
      if (pending) clearTimeout(pending.timer);
      const run = () => {
        timers.current.delete(key);
        void enqueue(save);
      };
      if (!delay) return run();
      timers.current.set(key, { timer: setTimeout(run, delay), run });
    },
    [enqueue],
  );

  // leaving the page saves what is still waiting for typing to pause
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { timer, run } of pending.values()) {
        clearTimeout(timer);
        run();
      }
    };
  }, []);

  const saveSetting = useCallback(
    (patch: FormSettingsPatch, delay = 0) => {
      setSettings((s) => s && { ...s, ...patch });
      schedule(
        `settings:${Object.keys(patch).join(',')}`,
        async () => {
          const saved = await calls.saveSettings(viewId, patch);
          storedMeta.current = saved.meta ?? storedMeta.current;
        },
        delay,
      );
    },
    [calls, schedule, viewId],
  );

  const saveChanges = useCallback(
    (changes: FormColumnChange[]) => {
      if (!changes.length) return;
      setColumns((list) => list && applyChanges(list, changes));
      for (const change of changes) void enqueue(() => calls.saveColumn(change.id, change.patch));
    },
    [calls, enqueue],
  );

  const saveColumn = useCallback(
    (id: string, patch: FormColumnPatch, delay = 0) => {
      setColumns((list) => list && applyChanges(list, [{ id, patch }]));
      schedule(`column:${id}:${Object.keys(patch).join(',')}`, () => calls.saveColumn(id, patch), delay);
    },
    [calls, schedule],
  );

  const fields = useMemo(() => splitFields(columns ?? [], meta.columns), [columns, meta.columns]);
  const hiddenWhenPrefilled = hiddenWhenPrefilledOf(settings?.meta);

  return {
    loading: !failed && (!settings || !columns),
    failed,
    settings,
    ...fields,
    hiddenWhenPrefilled,
    saveSetting,
    saveColumn,
    /** Puts a field at `index` of the form: a reorder, or an addition when it was left out. */
    place: (columnId: string, index: number) => saveChanges(placeField(fields.inForm, columns ?? [], columnId, index)),
    addAll: () => saveChanges(addAllFields(fields.inForm, fields.available, columns ?? [])),
    remove: (formColumnId: string) => saveColumn(formColumnId, { show: false }),
    /** Whether the form hides the field when its link fills it in (`?Field=value`). */
    setHiddenWhenPrefilled(columnId: string, hidden: boolean) {
      const next = hiddenWhenPrefilled.filter((id) => id !== columnId).concat(hidden ? [columnId] : []);
      setSettings((s) => s && { ...s, meta: { ...s.meta, [HIDDEN_WHEN_PREFILLED]: next } });
      void enqueue(async () => {
        const meta = { ...storedMeta.current, [HIDDEN_WHEN_PREFILLED]: next };
        await calls.saveViewMeta(viewId, meta);
        storedMeta.current = meta;
      });
    },
  };
}

export type FormBuilderState = ReturnType<typeof useFormBuilder>;
