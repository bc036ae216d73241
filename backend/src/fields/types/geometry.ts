import { textFamily } from '../../data/filters/text';
import { sqlTypes, type BackendField } from '../field';
import { textFromDb, textToDb } from '../values';

/**
 * Well-Known Text. Kept as text on every dialect: PostgreSQL has no geometry type without PostGIS, and text
 * keeps values portable between bases.
 */
export const geometry: BackendField = {
  uidt: 'Geometry',
  sqlType: sqlTypes({ sqlite: 'text', pg: 'text', mysql: 'text', mssql: 'nvarchar(max)' }),
  fromDb: textFromDb,
  toDb: textToDb,
  filter: textFamily,
};
