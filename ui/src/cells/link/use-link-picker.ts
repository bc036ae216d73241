import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnMeta } from '@basalt/core';
import type { LinkRecord, LinkServices } from '../contract';
import { t } from '../shared/i18n';
import { linkRecordsOf, linkTypeOf } from './link-values';

export const PAGE_SIZE = 25;

/**
 * The picker's state: the linked records (from the cell's value, then exactly from the server for hm/mm), one
 * growing list of candidates for the search (pages from the `exclude` route), and the link/unlink commands.
 */
export function useLinkPicker(value: unknown, column: ColumnMeta, links: LinkServices | undefined) {
  const single = linkTypeOf(column) === 'bt';
  const [linked, setLinked] = useState<LinkRecord[]>(() => linkRecordsOf(value, column));
  const [search, setSearch] = useState('');
  const [candidates, setCandidates] = useState<LinkRecord[]>([]);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'info' | 'error'; text: string } | undefined>();
  // a reply to an older search is dropped
  const request = useRef(0);

  useEffect(() => {
    if (!links || single) return;
    links.linked(column).then(setLinked, () => undefined);
    // the column, not the services object (the host may build it on every render), decides what to read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [column.id, single]);

  const load = useCallback(
    async (offset: number) => {
      if (!links) return;
      const id = ++request.current;
      setBusy(true);
      try {
        const page = await links.candidates(column, { search, offset, limit: PAGE_SIZE });
        if (id !== request.current) return;
        setCandidates((before) => (offset ? [...before, ...page.list] : page.list));
        setTotal(page.total);
      } catch {
        if (id === request.current) setMessage({ kind: 'error', text: t('cells.link.loadFailed') });
      } finally {
        if (id === request.current) setBusy(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [column.id, search],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  const link = async (record: LinkRecord) => {
    if (!links) return;
    if (linked.some((r) => r.id === record.id)) {
      setMessage({ kind: 'info', text: t('cells.link.alreadyLinked', { title: record.label }) });
      return;
    }
    setMessage(undefined);
    try {
      await links.link(column, record);
      // the record stays among the candidates, marked linked: picking it again says it is already in the list
      // (docs/PRODUCT.md, "Linking a record twice"), where hiding it would leave nothing to tell
      setLinked((before) => (single ? [record] : [...before, record]));
    } catch {
      setMessage({ kind: 'error', text: t('cells.link.linkFailed', { title: record.label }) });
    }
  };

  const unlink = async (record: LinkRecord) => {
    if (!links) return;
    setMessage(undefined);
    try {
      await links.unlink(column, record);
      setLinked((before) => before.filter((r) => r.id !== record.id));
    } catch {
      setMessage({ kind: 'error', text: t('cells.link.unlinkFailed', { title: record.label }) });
    }
  };

  const more =
    total === undefined ? candidates.length > 0 && candidates.length % PAGE_SIZE === 0 : candidates.length < total;
  return {
    linked,
    search,
    setSearch,
    candidates,
    more,
    busy,
    message,
    link,
    unlink,
    loadMore: () => load(candidates.length),
  };
}
