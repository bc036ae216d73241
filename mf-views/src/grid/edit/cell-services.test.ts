import { fakeApi, ok } from '@basalt/ui/testing';
import { cellServices } from './cell-services';

describe('cellServices', () => {
  it("uploads files into the table's folder and answers the stored attachment values", async () => {
    const stored = [{ path: 'download/noco/p_1/md_1/a.txt', title: 'a.txt', mimetype: 'text/plain', size: 1 }];
    const server = fakeApi({ 'POST /api/v1/db/storage/upload': ok(stored) });
    const services = cellServices(server.api, 'p_1', 'md_1');
    await expect(services.uploadFiles!([new File(['a'], 'a.txt', { type: 'text/plain' })])).resolves.toEqual(stored);
    expect(server.calls).toEqual([
      { method: 'POST', path: '/api/v1/db/storage/upload', query: { path: 'noco/p_1/md_1' }, json: undefined },
    ]);
  });
});
