const SCHEME = /^([a-z][a-z0-9+-]*):/i;

/**
 * The address a URL cell may link to: http(s) only. A bare host (`example.com/x`) gets `https://`; any other
 * scheme (`javascript:`, `data:`, `file:`...) is shown as text and never linked.
 */
export function safeUrl(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return undefined;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  const candidate = scheme && scheme !== 'localhost' ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
