import { createHash } from 'node:crypto';

/** The short hash naming a column's text index, the same for one table and column on every database. */
export const textIndexHash = (...parts: string[]) =>
  createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20);
