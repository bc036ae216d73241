/**
 * Select options written the older way, in `dtxp` (docs/API.md §1.7): a comma-joined list such as
 * `'todo','doing','done'`, the form older NocoDB clients, its CSV import and scripts send. Inside quotes a quote is
 * doubled (`'it''s'`, as SQL and Basalt write it) or backslash-escaped (`'it\'s'`, as MySQL-minded clients do; any other
 * backslash is kept), and a comma is part of the title. Unquoted items (`todo, doing`) are read up to the next comma, trimmed. Empty unquoted
 * items (a trailing comma) are skipped; an empty quoted item stays, for the option rules to refuse.
 */
export function selectTitlesFromDtxp(dtxp: string): string[] {
  const titles: string[] = [];
  let i = 0;
  const skipSpace = () => {
    while (i < dtxp.length && /\s/.test(dtxp[i]!)) i++;
  };
  while (i < dtxp.length) {
    skipSpace();
    if (dtxp[i] === "'") {
      const [title, end] = quoted(dtxp, i + 1);
      titles.push(title);
      i = end;
      skipSpace();
      // Anything between the closing quote and the next comma is not part of a well-formed list: dropped.
      while (i < dtxp.length && dtxp[i] !== ',') i++;
    } else {
      const comma = dtxp.indexOf(',', i);
      const end = comma === -1 ? dtxp.length : comma;
      const title = dtxp.slice(i, end).trim();
      if (title) titles.push(title);
      i = end;
    }
    i++; // past the comma
  }
  return titles;
}

/** The text of a quoted item starting after its opening quote, and the index after its closing quote. */
function quoted(text: string, start: number): [string, number] {
  let out = '';
  let i = start;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && text[i + 1] === "'") {
      out += "'";
      i += 2;
    } else if (c === "'" && text[i + 1] === "'") {
      out += "'";
      i += 2;
    } else if (c === "'") {
      return [out, i + 1];
    } else {
      out += c;
      i++;
    }
  }
  return [out, i]; // no closing quote: the rest is the title
}
