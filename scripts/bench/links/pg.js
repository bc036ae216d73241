/**
 * The links bench's direct access to a PostgreSQL run's database (meta and data share it, BASALT_DB): seeding with
 * SQL the database runs itself, the meta's link storage, background work.
 */
const { seedDirectPg } = require('../dataset');
const { LINK_STORAGE_SQL, ROLLUP_READY_SQL } = require('./meta');

function pgLinks(url) {
  const { Client } = require('pg');
  const query = async (text, params = []) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    seedTable: (tableName, count) => seedDirectPg(url, tableName, count),
    linkStorage: async (columnId) => (await query(LINK_STORAGE_SQL.replace('?', '$1'), [columnId]))[0],

    /** The same keys and junction rows as on SQLite (item i: owner i % owners + 1, 2 tags), made by the database. */
    seedLinks: async ({ items, fk, junction, counts }) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`update "${items}" set "${fk}" = (id % ${counts.owners}) + 1`);
        await client.query(
          `insert into "${junction.table}" ("${junction.own}", "${junction.other}")
           select i, case k when 0 then i % $2 else (i + $2 / 2) % $2 end + 1
           from generate_series(1, $1::int) i cross join (values (0), (1)) pair(k) order by i, k`,
          [counts.items, counts.tags],
        );
        // The update left a dead copy of every item: vacuumed, as a table written over time would be.
        await client.query(`vacuum analyze "${items}"`);
        await client.query(`analyze "${junction.table}"`);
      } finally {
        await client.end();
      }
    },

    /** Whether the table's text index (a pg_trgm GIN index Basalt made) is valid: `undefined` while there is none. */
    textIndexReady: async (tableName) => {
      const rows = await query(
        `select x.indisvalid as valid from pg_index x join pg_class i on i.oid = x.indexrelid
         join pg_class t on t.oid = x.indrelid join pg_am a on a.oid = i.relam
         where t.relname = $1 and i.relname like 'bx\\_%' and a.amname = 'gin'`,
        [tableName],
      );
      return rows.length ? rows.every((r) => r.valid) : undefined;
    },

    rollupStoreReady: async () => {
      const [registry] = await query(`select to_regclass('bx_rollup_stores') is not null as found`);
      return registry.found && (await query(ROLLUP_READY_SQL)).length > 0;
    },
  };
}

module.exports = { pgLinks };
