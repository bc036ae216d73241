import { FastSqlite, type CompiledSql } from '../../src/data/sqlite/fast';

/** The statements SQLite's fast path read rows with while `run` ran (what a list request compiled). */
export async function sqliteStatementsDuring(run: () => Promise<unknown>): Promise<CompiledSql[]> {
  const seen: CompiledSql[] = [];
  const original = FastSqlite.prototype.rows;
  const spy = jest.spyOn(FastSqlite.prototype, 'rows').mockImplementation(function (this: FastSqlite, query) {
    seen.push(query);
    return original.call(this, query);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}
