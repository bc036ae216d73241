/**
 * The benchmark's ceiling: the least a server can do to answer a 25-row page of the same table — a Koa route
 * running one prepared better-sqlite3 statement and answering the rows as JSON. Prints its URL when ready.
 */
const Koa = require('koa');
const Database = require('better-sqlite3');

const [file, table] = process.argv.slice(2);
const db = new Database(file, { readonly: true, fileMustExist: true });
const page = db.prepare(`select * from "${table.replace(/"/g, '""')}" order by "id" limit ? offset ?`);
const app = new Koa();
app.use((ctx) => {
  const limit = Math.min(Number(ctx.query.limit) || 25, 1000);
  const offset = Number(ctx.query.offset) || 0;
  ctx.body = { list: page.all(limit, offset) };
});
const server = app.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
