import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Api } from 'nocodb-sdk';
import type { TestServer } from './each-db';
import { listenOn } from './listen';

export type SdkApi = Api<unknown>;

/** The test server listening on 127.0.0.1 (a real client needs a real socket); `close` stops it. */
export async function listen(server: TestServer): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const { url, close } = await listenOn(server.app.callback());
  return { baseURL: url, close };
}

/** The published client, called as docs/API.md §1.15 shows: `new Api({ baseURL, headers: { 'xc-auth': token } })`. */
export const sdk = (baseURL: string, token?: string): SdkApi =>
  new Api({ baseURL, headers: token ? { 'xc-auth': token } : {} });

/** The status and `{msg}` body of a call the server refused (the SDK's axios rejects on 4xx and 5xx). */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (err) {
    const response = (err as { response?: { status: number; data: unknown } }).response;
    if (response) return { status: response.status, body: response.data };
    throw err;
  }
  throw new Error('the server accepted a call expected to be refused');
}

/**
 * Request options for `storage.upload` under Node. The SDK builds a standard FormData from `{files, json}` as it
 * does in a browser, but its axios 0.21 can only send strings, buffers and streams from Node; this streams that same
 * FormData as the multipart body (with its boundary) a browser would send. Nothing else of the call changes.
 */
export const nodeMultipart = {
  transformRequest: [
    (data: unknown, headers: Record<string, string>) => {
      if (!(data instanceof FormData)) return data;
      const encoded = new Response(data);
      headers['Content-Type'] = encoded.headers.get('content-type')!;
      return Readable.fromWeb(encoded.body as WebReadableStream);
    },
  ],
};

/** `project.create`: the SDK types its answer as the request, the server answers the project (docs/API.md §1.3). */
export async function newProject(api: SdkApi, title: string): Promise<{ id: string; title: string }> {
  return (await api.project.create({ title })) as unknown as { id: string; title: string };
}
