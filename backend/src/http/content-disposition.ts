/**
 * A Content-Disposition header for a file name: an ASCII fallback in `filename` (quotes, backslashes, control and
 * non-ASCII characters replaced) and the exact name in `filename*` (RFC 6266 / RFC 5987).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = [...fileName].map((c) => (c < ' ' || c > '~' || c === '"' || c === '\\' ? '_' : c)).join('');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
