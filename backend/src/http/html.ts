// HTML written by the server (mails, public pages): every value put into it goes through `escapeHtml`.
export { attributes, escapeHtml } from '@basalt/core';

/** JSON for a `<script type="application/json">`: `<` escaped so no `</script>` or `<!--` can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
