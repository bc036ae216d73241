import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { workspaceApi } from '../api/workspace-api';
import { useShell } from '../shell-context';
import { byOrder } from '../state/project-loader';
import { tablesAtom } from '../state/atoms';
import type { ProjectRoute } from './project-route';

/**
 * The import wizard (another remote) creates tables this one does not hear of: leaving its page, the sidebar
 * reads the project's tables again, so "Open table" lands on a table the sidebar lists.
 */
export function useTablesAfterImport(route: ProjectRoute | undefined): void {
  const { api } = useShell();
  const setTables = useSetAtom(tablesAtom);
  const wasImporting = useRef(false);
  const importing = route?.child.kind === 'import';
  const projectId = route && 'projectId' in route.target ? route.target.projectId : undefined;
  useEffect(() => {
    const left = wasImporting.current && !importing;
    wasImporting.current = importing;
    if (!left || !projectId) return;
    let live = true;
    workspaceApi(api)
      .listTables(projectId)
      .then((answer) => live && setTables(answer.list.slice().sort(byOrder)))
      .catch((err: unknown) => console.error('Tables could not be read again after an import', err));
    return () => {
      live = false;
    };
  }, [api, importing, projectId, setTables]);
}
