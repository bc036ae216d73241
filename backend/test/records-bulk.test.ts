import { describeEachDb } from './support/each-db';
import { checksum, q, recordsFixture, type RecordsFixture } from './support/records';

describeEachDb('records bulk writes', (server) => {
  let fx: RecordsFixture;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'bulk@example.com', {
      table_name: 'Items',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'name', title: 'Name', uidt: 'SingleLineText', rqd: true },
        { column_name: 'qty', title: 'Qty', uidt: 'Number' },
        { column_name: 'mail', title: 'Email', uidt: 'Email' },
        { column_name: 'seq', title: 'Seq', uidt: 'AutoNumber' },
        { column_name: 'updated_at', title: 'UpdatedAt', uidt: 'LastModifiedTime' },
      ],
    });
  });

  const list = async (where = '') =>
    (await fx.client.get(`${fx.path}?${q({ where, limit: 1000, sort: 'Id' })}`).expect(200)).body.list as Array<
      Record<string, unknown>
    >;

  it('inserts rows in one go and answers their keys in order', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ Name: `item ${i}`, Qty: i }));
    const res = await fx.client.post(fx.bulk, rows).expect(200);
    expect(res.body).toHaveLength(250);
    const stored = await list();
    expect(res.body).toEqual(stored.map((r) => ({ Id: r.Id })));
    expect(stored.map((r) => r.Seq)).toEqual(stored.map((_, i) => i + 1));
    expect((await fx.client.post(fx.bulk, []).expect(200)).body).toEqual([]);
  });

  it('answers the right key for each row of a batch mixing new rows and rows that name their own key', async () => {
    const taken = new Set((await list()).map((r) => Number(r.Id)));
    const free = Math.max(0, ...taken) + 1000;
    const rows = [
      ...Array.from({ length: 40 }, (_, i) => ({ Name: `mixed a${i}`, Qty: 10_000 + i })),
      { Id: free, Name: 'mixed named', Qty: 10_040 },
      ...Array.from({ length: 30 }, (_, i) => ({ Name: `mixed b${i}`, Qty: 10_041 + i })),
    ];
    // the statements the batch runs, on the servers where the test can see them (Knex's query event)
    const inserts: string[] = [];
    const seen = (query: { sql: string }) => {
      if (/^insert/i.test(query.sql)) inserts.push(query.sql);
    };
    server().db.on('query', seen);
    let res;
    try {
      res = await fx.client.post(fx.bulk, rows).expect(200);
    } finally {
      server().db.off('query', seen);
    }
    const stored = new Map((await list('(Qty,ge,10000)')).map((r) => [Number(r.Id), r]));
    expect(res.body).toHaveLength(rows.length);
    res.body.forEach((key: { Id: number }, i: number) => expect(stored.get(Number(key.Id))).toMatchObject(rows[i]!));
    expect(res.body[40]).toEqual({ Id: free });
    if (server().dialect === 'mysql') {
      // several rows to a statement: the 40 new rows, the named one alone, then the 30 (MariaDB's consecutive ids)
      expect(inserts).toHaveLength(3);
    }
    await fx.client.delete(fx.bulk).send(res.body).expect(200);
  });

  it.each([
    [[{ Name: 'ok' }, { Name: 'bad', Email: 'nope' }], 'Row 2: Email'],
    [[{ Name: 'ok' }, { Qty: 1 }], 'Row 2: Missing required columns: Name'],
    [[{ Name: 'ok' }, 'not a row'], 'Row 2: A row must be a JSON object'],
    [{ Name: 'not a list' }, 'JSON array'],
  ])('a bad row fails the whole batch and changes nothing (%j)', async (body, message) => {
    const before = await checksum(server(), fx.table.table_name);
    const res = await fx.client.post(fx.bulk, body as object).expect(400);
    expect(res.body.msg).toContain(message);
    expect(await checksum(server(), fx.table.table_name)).toBe(before);
  });

  it('rolls back rows already written when the database refuses a later one', async () => {
    const before = await checksum(server(), fx.table.table_name);
    const long = 'x'.repeat(300);
    const res = await fx.client.post(fx.bulk, [{ Name: 'fine' }, { Name: long }]);
    expect(res.status).toBe(400);
    expect(await checksum(server(), fx.table.table_name)).toBe(before);
  });

  it('updates rows by the key in each body row', async () => {
    const [a, b] = await list('(Qty,lt,2)');
    const res = await fx.client.patch(fx.bulk, [
      { Id: a!.Id, Qty: 1000 },
      { id: b!.Id, Name: 'renamed' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ Id: a!.Id }, { Id: b!.Id }]);
    const after = await list(`(Id,in,${a!.Id},${b!.Id})`);
    expect(after.map((r) => [r.Qty, r.Name])).toEqual([
      [1000, a!.Name],
      [b!.Qty, 'renamed'],
    ]);
  });

  it('fails a bulk update whole when one key has no row or none is given', async () => {
    const before = await checksum(server(), fx.table.table_name);
    const [a] = await list('(Qty,eq,5)');
    const missing = await fx.client
      .patch(fx.bulk, [
        { Id: a!.Id, Qty: 6 },
        { Id: 999999, Qty: 1 },
      ])
      .expect(404);
    expect(missing.body.msg).toBe('Row 2: Row not found');
    const keyless = await fx.client.patch(fx.bulk, [{ Id: a!.Id, Qty: 6 }, { Qty: 1 }]).expect(400);
    expect(keyless.body.msg).toBe('Row 2: The primary key is missing: Id');
    expect(await checksum(server(), fx.table.table_name)).toBe(before);
  });

  it('deletes rows by key, all or nothing', async () => {
    const [a, b] = await list('(Qty,in,10,11)');
    const before = await checksum(server(), fx.table.table_name);
    await fx.client
      .delete(fx.bulk)
      .send([{ Id: a!.Id }, { Id: 999999 }])
      .expect(404);
    expect(await checksum(server(), fx.table.table_name)).toBe(before);
    const res = await fx.client
      .delete(fx.bulk)
      .send([{ Id: a!.Id }, { Id: b!.Id }])
      .expect(200);
    expect(res.body).toEqual([{ Id: a!.Id }, { Id: b!.Id }]);
    expect(await list('(Qty,in,10,11)')).toEqual([]);
  });

  it('brings deleted records back under their own keys, refuses a key in use, and later inserts still get new keys', async () => {
    const [a, b] = await list('(Qty,in,20,21)');
    await fx.client
      .delete(fx.bulk)
      .send([{ Id: a!.Id }, { Id: b!.Id }])
      .expect(200);
    const restored = await fx.client
      .post(fx.bulk, [
        { Id: a!.Id, Name: a!.Name, Qty: a!.Qty },
        { Id: b!.Id, Name: b!.Name, Qty: b!.Qty },
      ])
      .expect(200);
    expect(restored.body).toEqual([{ Id: a!.Id }, { Id: b!.Id }]);
    expect((await list('(Qty,in,20,21)')).map((r) => [r.Id, r.Name])).toEqual([
      [a!.Id, a!.Name],
      [b!.Id, b!.Name],
    ]);

    const before = await checksum(server(), fx.table.table_name);
    const taken = await fx.client.post(fx.bulk, [{ Id: a!.Id, Name: 'clash' }]).expect(400);
    expect(taken.body.msg).toMatch(/already exists/);
    expect(await checksum(server(), fx.table.table_name)).toBe(before);

    // a key far past the others: the next insert without one must not collide with it (PostgreSQL's sequence)
    const far = Math.max(...(await list()).map((r) => Number(r.Id))) + 5;
    await fx.client.post(fx.path, { Id: far, Name: 'far' }).expect(200);
    const next = await fx.client.post(fx.bulk, [{ Name: 'after far' }]).expect(200);
    expect(Number(next.body[0].Id)).toBeGreaterThan(far);
    await fx.client
      .delete(fx.bulk)
      .send([{ Id: far }, next.body[0]])
      .expect(200);
  });

  it('updates and deletes everything a where matches (/all)', async () => {
    const updated = await fx.client.patch(`${fx.bulk}/all?${q({ where: '(Qty,btw,20,29)' })}`, { Name: 'twenties' });
    expect(updated.status).toBe(200);
    expect(updated.body).toBe(10);
    expect((await list('(Name,eq,twenties)')).length).toBe(10);
    const bad = await fx.client.patch(`${fx.bulk}/all?${q({ where: '(Qty,btw,20,29)' })}`, { Email: 'x' }).expect(400);
    expect(bad.body.msg).toContain('Email');
    expect(
      (await fx.client.patch(`${fx.bulk}/all?${q({ where: '(Qty,eq,1)' })}`, { Nope: 1 }).expect(400)).body.msg,
    ).toContain('Nothing to update');
    const deleted = await fx.client.delete(`${fx.bulk}/all?${q({ where: '(Name,eq,twenties)' })}`).expect(200);
    expect(deleted.body).toBe(10);
    expect(await list('(Name,eq,twenties)')).toEqual([]);
    const count = (await fx.client.get(`${fx.path}/count`).expect(200)).body.count;
    expect(count).toBe(250 - 2 - 10);
  });
});
