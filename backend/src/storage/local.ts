import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { storedName } from './names';

/** An attachment as the upload routes answer it (docs/API.md §1.13): local files have a `path`, no `url`. */
export interface StoredFile {
  path: string;
  title: string;
  mimetype: string;
  size: number;
}

/** Prefix of local files in attachment values and in the download route. */
export const DOWNLOAD_PREFIX = 'download';

/**
 * Attachments on the local disk (`BASALT_DATA_DIR/uploads` by default): files are written under cleaned folders
 * with random names, and read back only from inside the uploads folder.
 */
export class LocalStorage {
  constructor(readonly root: string) {}

  /** Where multipart uploads land before they are moved (same disk, so the move is a rename). */
  get tempDir(): string {
    const dir = path.join(this.root, '.tmp');
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }

  private target(folders: string[], originalName: string): { file: string; relative: string } {
    const name = storedName(originalName);
    const dir = path.join(this.root, ...folders);
    fs.mkdirSync(dir, { recursive: true });
    return { file: path.join(dir, name), relative: [DOWNLOAD_PREFIX, ...folders, name].join('/') };
  }

  /** Moves an uploaded temporary file into place; answers the attachment's `path`. */
  async adopt(tempFile: string, folders: string[], originalName: string): Promise<string> {
    const { file, relative } = this.target(folders, originalName);
    await fs.promises.rename(tempFile, file);
    return relative;
  }

  /** Writes a stream into place (removing the partial file if it fails); answers the attachment's `path`. */
  async write(source: Readable, folders: string[], originalName: string): Promise<string> {
    const { file, relative } = this.target(folders, originalName);
    try {
      await pipeline(source, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await fs.promises.rm(file, { force: true });
      throw err;
    }
    return relative;
  }

  /**
   * The file a download path names, or undefined: no empty, `.`-led or `..` segments, no separators or NUL inside a
   * segment, and the result must stay inside the root.
   */
  resolve(segments: string[]): string | undefined {
    if (!segments.length || segments.some((s) => !s || s.startsWith('.') || /[\\/\0]/.test(s))) return undefined;
    const file = path.resolve(this.root, ...segments);
    return file.startsWith(path.resolve(this.root) + path.sep) ? file : undefined;
  }
}
