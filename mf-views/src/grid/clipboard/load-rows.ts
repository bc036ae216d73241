import type { ApiClient, ListResponse } from '@basalt/core';
import type { Row } from '../data/row-store';

/** Rows per request: the most the data API's `limit` allows (docs/API.md §1.0, backend/src/records/list-args.ts). */
export const LOAD_CHUNK = 1000;

/**
 * The rows `first..last` of a view, for copying or pasting over more rows than the grid holds (its store keeps
 * about 1,200 around the screen). Rows `held` already has are not asked for; the others are read from the view's
 * data route (`viewDataPath`) in requests of 1,000, one after another so the server is not flooded. The answer
 * looks a row up by index, held rows first.
 */
export async function loadRows(
  api: ApiClient,
  viewPath: string,
  first: number,
  last: number,
  held: (index: number) => Row | undefined = () => undefined,
): Promise<(index: number) => Row | undefined> {
  const loaded = new Map<number, Row>();
  for (const [start, end] of missingSpans(first, last, held)) {
    for (let offset = start; offset <= end; offset += LOAD_CHUNK) {
      const limit = Math.min(LOAD_CHUNK, end - offset + 1);
      const answer = await api.get(viewPath, { searchParams: { limit, offset } }).json<ListResponse<Row>>();
      answer.list.forEach((row, i) => loaded.set(offset + i, row));
      if (answer.list.length < limit) break; // the view is shorter than it was
    }
  }
  return (index) => held(index) ?? loaded.get(index);
}

/** The runs of indexes in `first..last` that `held` does not have, as [start, end] pairs. */
function missingSpans(first: number, last: number, held: (index: number) => Row | undefined): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let index = first; index <= last; index++) {
    if (held(index)) continue;
    const open = spans[spans.length - 1];
    if (open && open[1] === index - 1) open[1] = index;
    else spans.push([index, index]);
  }
  return spans;
}
