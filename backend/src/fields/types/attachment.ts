import { attachmentFamily } from '../../data/filters/structured';
import { sqlTypes, type BackendField } from '../field';
import { jsonFromDb, jsonToDb } from '../values';

/** A JSON list of files kept as text (docs/API.md §4). */
export const attachment: BackendField = {
  uidt: 'Attachment',
  sqlType: sqlTypes({ sqlite: 'text', pg: 'text', mysql: 'longtext', mssql: 'nvarchar(max)' }),
  fromDb(value) {
    const parsed = jsonFromDb(value);
    return Array.isArray(parsed) ? parsed : parsed === null ? null : [];
  },
  toDb: jsonToDb,
  filter: attachmentFamily,
};
