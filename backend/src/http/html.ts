/** HTML written by the server (mails, public pages): every value put into it goes through `escapeHtml`. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe for HTML: every value written into a page goes through this. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Attributes from a record: `false`, null and undefined leave the attribute out, `true` writes it bare. */
export function attributes(attrs: Record<string, string | number | boolean | null | undefined>): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
}

/** JSON for a `<script type="application/json">`: `<` escaped so no `</script>` or `<!--` can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
