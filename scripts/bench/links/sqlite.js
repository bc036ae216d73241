/** The links bench's direct access to a SQLite run's file: seeding, the meta's link storage, background work. */
const { seedDirect } = require('../dataset');
const { LINK_STORAGE_SQL, ROLLUP_READY_SQL } = require('./meta');

function sqliteLinks(dbFile) {
  const Database = require(require.resolve('better-sqlite3'));
  const open = (readonly = true) => new Database(dbFile, { readonly });
  const withDb = (use, readonly) => {
    const db = open(readonly);
    try {
      return use(db);
    } finally {
      db.close();
    }
  };
  return {
    seedTable: (tableName, count) => seedDirect(dbFile, tableName, count),
    linkStorage: (columnId) => withDb((db) => db.prepare(LINK_STORAGE_SQL).get(columnId)),

    /** Foreign keys and junction rows straight into the file: item i belongs to owner i % owners + 1, has 2 tags. */
    seedLinks: ({ items, fk, junction, counts }) =>
      withDb((db) => {
        db.pragma('busy_timeout = 10000');
        db.exec(`update "${items}" set "${fk}" = (id % ${counts.owners}) + 1`);
        const insert = db.prepare(
          `insert into "${junction.table}" ("${junction.own}", "${junction.other}") values (?, ?)`,
        );
        const many = db.transaction((from, to) => {
          for (let i = from; i <= to; i++) {
            insert.run(i, (i % counts.tags) + 1);
            insert.run(i, ((i + counts.tags / 2) % counts.tags) + 1);
          }
        });
        for (let from = 1; from <= counts.items; from += 100_000) {
          many(from, Math.min(counts.items, from + 99_999));
        }
        db.exec('analyze');
      }, false),

    /**
     * Whether the table's text index (SQLite FTS5, made on first use by a search, a lookup's filter among them)
     * exists and holds every row (none pending): `undefined` while there is none.
     */
    textIndexReady: (tableName) =>
      withDb((db) => {
        const trigger = db
          .prepare(
            `select name from sqlite_master where type = 'trigger' and tbl_name = ? and name like '%!_ai' escape '!'`,
          )
          .get(tableName);
        if (!trigger) return undefined;
        return !db.prepare(`select 1 from "${trigger.name.slice(0, -'_ai'.length)}_pending" limit 1`).get();
      }),

    rollupStoreReady: () =>
      withDb((db) => {
        const registry = db.prepare(`select 1 from sqlite_master where name = 'bx_rollup_stores'`).get();
        return Boolean(registry && db.prepare(ROLLUP_READY_SQL).get());
      }),
  };
}

module.exports = { sqliteLinks };
