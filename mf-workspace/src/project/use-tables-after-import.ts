import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { onMetaChange } from '@basalt/core';
import { workspaceApi } from '../api/workspace-api';
import { useShell } from '../shell-context';
import { byOrder } from '../state/project-loader';
import { tablesAtom } from '../state/atoms';
import type { ProjectRoute } from './project-route';

/**
 * The import wizard (another remote) creates tables this one does not hear of directly: when it announces that an
 * import ended (core's meta events), and again on leaving its page, the sidebar reads the project's tables again,
 * so the report's "Open table" lands on a table the sidebar lists.
 */
export function useTablesAfterImport(route: ProjectRoute | undefined): void {
  const { api } = useShell();
  const setTables = useSetAtom(tablesAtom);
  const wasImporting = useRef(false);
  const importing = route?.child.kind === 'import';
  const projectId = route && 'projectId' in route.target ? route.target.projectId : undefined;
  // bumped by each announcement for this project
  const [announced, setAnnounced] = useState(0);
  useEffect(
    () =>
      onMetaChange(
        (change) => change.what === 'tables' && change.projectId === projectId && setAnnounced((n) => n + 1),
      ),
    [projectId],
  );
  useEffect(() => {
    const left = wasImporting.current && !importing;
    wasImporting.current = importing;
    if ((!left && !announced) || !projectId) return;
    let live = true;
    workspaceApi(api)
      .listTables(projectId)
      .then((answer) => live && setTables(answer.list.slice().sort(byOrder)))
      .catch((err: unknown) => console.error('Tables could not be read again after an import', err));
    return () => {
      live = false;
    };
  }, [announced, api, importing, projectId, setTables]);
}
