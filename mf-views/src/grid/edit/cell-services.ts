import type { ApiClient } from '@basalt/core';
import type { CellServices } from '@basalt/ui';

/**
 * What the grid offers the cells' editors: file upload through the storage API (docs/API.md §1.13), into a folder
 * of the table's own, answering the attachment values to keep (`[{path, title, mimetype, size}]`).
 */
export function cellServices(api: ApiClient, projectId: string, tableId: string): CellServices {
  return {
    uploadFiles: async (files) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return api
        .post('/api/v1/db/storage/upload', { body: form, searchParams: { path: `noco/${projectId}/${tableId}` } })
        .json<unknown[]>();
    },
  };
}
