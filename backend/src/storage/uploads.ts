import fs from 'node:fs';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { HttpError, badRequest } from '../http/errors';
import { reportedMimetype } from './content-types';
import { fetchFile } from './fetch-url';
import type { LocalStorage, StoredFile } from './local';
import { extensionOf, uploadFolders, uploadTitle } from './names';

export const UPLOAD_MESSAGES = {
  tooLarge: (limit: number) => `File is too large: the upload limit is ${limit} bytes`,
  noFiles: 'No file in the request',
  notList: 'The body must be a JSON array of {url, fileName?, mimetype?}',
  tooMany: (max: number) => `At most ${max} files per request`,
} as const;

export const MAX_FILES_PER_REQUEST = 100;

/** Files are answered in the order their parts arrived (formidable lists them as they finish). */
let partCounter = 0;
const PART_ORDER = Symbol('partOrder');

interface UploadedFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

/**
 * The multipart parser of `POST /storage/upload`: files go to the uploads' temporary folder, each at most
 * `maxBytes` (413 beyond), and the request as a whole at most `maxFiles` of them.
 */
export function multipartBody(storage: LocalStorage, maxBytes: number, maxFiles = MAX_FILES_PER_REQUEST) {
  const parse = koaBody({
    multipart: true,
    formidable: {
      uploadDir: storage.tempDir,
      maxFileSize: maxBytes,
      maxTotalFileSize: maxBytes * maxFiles,
      maxFiles,
      allowEmptyFiles: true,
      minFileSize: 0,
      keepExtensions: false,
      onFileBegin: (_name: string, file: object) => {
        (file as Record<symbol, number>)[PART_ORDER] = ++partCounter;
      },
    },
  });
  return async (ctx: Context, next: () => Promise<unknown>) => {
    const declared = Number(ctx.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes * maxFiles + 1024 * 1024) {
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(maxBytes));
    }
    try {
      await parse(ctx, async () => undefined);
    } catch (err) {
      const code = (err as { httpCode?: number }).httpCode;
      // formidable's code for "more files than maxFiles" (it answers 413 for it too)
      if ((err as { code?: number }).code === 1015) throw badRequest(UPLOAD_MESSAGES.tooMany(maxFiles));
      if (code === 413) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(maxBytes));
      throw badRequest((err as Error).message || 'The multipart body could not be read');
    }
    await next();
  };
}

function filesOf(ctx: Context): UploadedFile[] {
  const files = (ctx.request as unknown as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  const order = (f: UploadedFile) => (f as unknown as Record<symbol, number>)[PART_ORDER] ?? 0;
  return Object.values(files)
    .flatMap((f) => (Array.isArray(f) ? f : [f]))
    .sort((a, b) => order(a) - order(b));
}

/** Moves the parsed files into `?path=` folders; answers them as attachments (docs/API.md §1.13). */
export async function storeUploads(storage: LocalStorage, ctx: Context): Promise<StoredFile[]> {
  const files = filesOf(ctx);
  try {
    if (!files.length) throw badRequest(UPLOAD_MESSAGES.noFiles);
    const folders = uploadFolders(ctx.query.path);
    const out: StoredFile[] = [];
    for (const file of files) {
      const title = uploadTitle(file.originalFilename, 'file');
      out.push({
        path: await storage.adopt(file.filepath, folders, title),
        title,
        mimetype: reportedMimetype(file.mimetype, title),
        size: file.size,
      });
    }
    return out;
  } finally {
    await Promise.all(files.map((f) => fs.promises.rm(f.filepath, { force: true })));
  }
}

interface UrlItem {
  url?: unknown;
  fileName?: unknown;
  mimetype?: unknown;
}

/** `POST /storage/upload-by-url`: fetches each URL (fetch-url.ts rules) into `?path=` folders. */
export async function storeFromUrls(
  storage: LocalStorage,
  ctx: Context,
  options: { maxBytes: number; timeoutMs: number; allowPrivate: boolean },
): Promise<StoredFile[]> {
  const body = ctx.request.body as unknown;
  if (!Array.isArray(body)) throw badRequest(UPLOAD_MESSAGES.notList);
  if (body.length > MAX_FILES_PER_REQUEST) throw badRequest(UPLOAD_MESSAGES.tooMany(MAX_FILES_PER_REQUEST));
  const folders = uploadFolders(ctx.query.path);
  const out: StoredFile[] = [];
  for (const item of body as UrlItem[]) {
    const fetched = await fetchFile(item?.url, options);
    const fromUrl = decodeURIComponent(fetched.url.pathname.split('/').pop() ?? '');
    const title = uploadTitle(typeof item.fileName === 'string' ? item.fileName : fromUrl, 'file');
    const name = extensionOf(title) ? title : `${title}${extensionOf(fromUrl)}`;
    const path = await storage.write(fetched.body, folders, name);
    const size = (await fs.promises.stat(storage.resolve(path.split('/').slice(1))!)).size;
    const given = typeof item.mimetype === 'string' ? item.mimetype : fetched.contentType;
    out.push({ path, title, mimetype: reportedMimetype(given, name), size });
  }
  return out;
}
