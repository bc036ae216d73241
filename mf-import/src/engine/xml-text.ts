/** Text of an xlsx part's XML as the lean sheet reader needs it (docs/IMPORT.md, "Excel"). */

const ENTITIES: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const ENTITY = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
/** ECMA-376 §22.4.2.4: a character XML cannot hold is written `_xHHHH_`. */
const ESCAPED_CHAR = /_x([\da-fA-F]{4})_/gi;

/** XML text as the characters it stands for: entities, `_xHHHH_` escapes and CDATA sections, as xlsx reads them. */
export function unescapeXml(text: string): string {
  const cdata = text.indexOf('<![CDATA[');
  if (cdata >= 0) {
    const end = text.indexOf(']]>', cdata);
    return unescapeXml(text.slice(0, cdata)) + text.slice(cdata + 9, end) + unescapeXml(text.slice(end + 3));
  }
  // Most cell text has neither, and skipping two regular expressions per cell is most of this function's cost.
  if (text.indexOf('&') < 0 && text.indexOf('_x') < 0 && text.indexOf('_X') < 0) return text;
  return text
    .replace(
      ENTITY,
      (whole: string, code: string | undefined) =>
        ENTITIES[whole] || String.fromCharCode(parseInt(code!, whole.indexOf('x') > -1 ? 16 : 10)) || whole,
    )
    .replace(ESCAPED_CHAR, (_m: string, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const PLAIN_TEXT = /^\s*<(?:\w+:)?t[^>]*>/;
const TEXT_END = /<\/(?:\w+:)?t>/;
const RUN = /<(?:\w+:)?r>/;
const PHONETIC_RUN = /<(?:\w+:)?rPh.*?>([\s\S]*?)<\/(?:\w+:)?rPh>/g;
const RUN_TEXT = /<(?:\w+:)?t[^>]*>([^<]*)<\/(?:\w+:)?t>/g;
const TAG = /<[/?]?[a-zA-Z0-9:_-]+(?:\s+[^"\s?>/]+\s*=\s*(?:"[^"]*"|'[^']*'|[^'">\s=]+))*\s*[/?]?>/gm;

/**
 * The text of a string item (`<si>` or an inline `<is>`): one `<t>`, or the `<t>` of each rich text run with the
 * phonetic runs (`<rPh>`) left out, as xlsx's `parse_si` reads it.
 */
export function stringItemText(inner: string): string {
  if (!inner) return '';
  if (PLAIN_TEXT.test(inner)) return unescapeXml(inner.slice(inner.indexOf('>') + 1).split(TEXT_END)[0] ?? '');
  if (RUN.test(inner))
    return unescapeXml((inner.replace(PHONETIC_RUN, '').match(RUN_TEXT) ?? []).join('').replace(TAG, ''));
  return '';
}

const SPACE = 32;
const TAB = 9;
const LINE_FEED = 10;
const RETURN = 13;
export const isSpace = (code: number) => code === SPACE || code === TAB || code === LINE_FEED || code === RETURN;

/** The value of attribute `name` in the tag `xml[start, end)`, or null; `name` must not be the end of another name. */
export function attribute(xml: string, start: number, end: number, name: string): string | null {
  const key = `${name}=`;
  let at = xml.indexOf(key, start);
  while (at >= 0 && at < end) {
    const quote = xml.charCodeAt(at + key.length);
    if (isSpace(xml.charCodeAt(at - 1)) && (quote === 34 || quote === 39)) {
      const close = xml.indexOf(quote === 34 ? '"' : "'", at + key.length + 1);
      return xml.slice(at + key.length + 1, close);
    }
    at = xml.indexOf(key, at + 1);
  }
  return null;
}
