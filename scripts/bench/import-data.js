/**
 * The import benchmark's files (docs/PERFORMANCE.md, "Import through the browser"): a CSV of 10 mixed columns, about
 * 200 bytes a row (1,000,000 rows: ~200 MB), and an xlsx workbook of 5 sheets sharing a row count. Both are written
 * once per size into the system's temporary directory and reused by later runs (generating them is not what is
 * measured).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** Bump when the rows change, so a cached file of the old shape is not reused. */
const VERSION = 1;
const FIRST = ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Hamilton', 'Dijkstra', 'Liskov', 'Knuth', 'Allen'];
const STATUSES = ['todo', 'doing', 'done', 'blocked', 'review'];
const WORDS = ['granite', 'basalt', 'quartz', 'slate', 'marble', 'gneiss', 'schist', 'pumice', 'obsidian', 'shale'];
const DAY = 86_400_000;
const START = Date.UTC(2015, 0, 1);

const HEADERS = ['Name', 'Email', 'Age', 'Score', 'Price', 'Active', 'Joined', 'Status', 'Website', 'Notes'];

/** Row `i` as values: text, email, integer, decimal, dollar amount, yes/no, day, one of 5 states, URL, a sentence. */
function rowValues(i) {
  const note = `${WORDS[i % 10]} ${WORDS[(i * 7) % 10]} sample ${i} collected near ${WORDS[(i * 3) % 10]} ridge by field team ${i % 97} on survey`;
  return [
    `${FIRST[i % 10]} ${LAST[i % 9]} ${i}`,
    `user${i}@example.com`,
    18 + (i % 73),
    ((i * 37) % 10_000) / 100,
    `$${((i * 13) % 100_000) / 100}`,
    i % 3 === 0 ? 'yes' : 'no',
    new Date(START + (i % 3000) * DAY).toISOString().slice(0, 10),
    STATUSES[i % 5],
    `https://example.com/items/${i}`,
    // One note in ten holds a comma, quoted as spreadsheets write it.
    i % 10 === 0 ? `"${note}, revisited"` : note,
  ];
}

const cacheDir = () => path.join(os.tmpdir(), 'basalt-bench-import');

/** Writes (or reuses) the CSV of `rows` data rows plus a header; its path and size. */
function csvFile(rows) {
  fs.mkdirSync(cacheDir(), { recursive: true });
  const file = path.join(cacheDir(), `rows-${rows}-v${VERSION}.csv`);
  if (!fs.existsSync(file)) {
    const partial = `${file}.partial`;
    const fd = fs.openSync(partial, 'w');
    fs.writeSync(fd, `${HEADERS.join(',')}\n`);
    const block = 10_000;
    for (let from = 0; from < rows; from += block) {
      const lines = [];
      for (let i = from; i < Math.min(rows, from + block); i++) lines.push(rowValues(i).join(','));
      fs.writeSync(fd, `${lines.join('\n')}\n`);
    }
    fs.closeSync(fd);
    fs.renameSync(partial, file);
  }
  return { file, bytes: fs.statSync(file).size, rows };
}

/** Writes (or reuses) an xlsx of `sheets` sheets sharing `rows` data rows; numbers, booleans and days as typed cells. */
function xlsxFile(rows, sheets = 5) {
  fs.mkdirSync(cacheDir(), { recursive: true });
  const file = path.join(cacheDir(), `rows-${rows}-sheets-${sheets}-v${VERSION}.xlsx`);
  if (!fs.existsSync(file)) {
    const { utils, writeFile } = require('xlsx');
    const book = utils.book_new();
    const perSheet = Math.ceil(rows / sheets);
    for (let s = 0; s < sheets; s++) {
      const aoa = [HEADERS];
      for (let i = s * perSheet; i < Math.min(rows, (s + 1) * perSheet); i++) {
        const v = rowValues(i);
        aoa.push([v[0], v[1], v[2], v[3], ((i * 13) % 100_000) / 100, i % 3 === 0, new Date(v[6]), v[7], v[8], v[9]]);
      }
      utils.book_append_sheet(book, utils.aoa_to_sheet(aoa, { cellDates: true }), `Sheet ${s + 1}`);
    }
    const partial = `${file}.partial.xlsx`;
    writeFile(book, partial, { bookType: 'xlsx', cellDates: true, compression: true });
    fs.renameSync(partial, file);
  }
  return { file, bytes: fs.statSync(file).size, rows, sheets };
}

module.exports = { csvFile, xlsxFile, HEADERS };
