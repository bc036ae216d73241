import fs from 'node:fs';
import { formulaProblemText, type FormulaProblem } from '@basalt/core';

type Messages = Record<string, unknown>;
let english: Messages | undefined;

function lookup(key: string): string | undefined {
  english ??= JSON.parse(fs.readFileSync(require.resolve('@basalt/core/locales/en.json'), 'utf8')) as Messages;
  let node: unknown = english;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Messages)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const fill = (text: string, params: Record<string, unknown> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * A formula problem in English, for the API's `{msg}` (the interface shows it in the user's language from the same
 * catalogue).
 */
export function formulaProblemEnglish(problem: FormulaProblem): string {
  const t = (key: string, params?: Record<string, unknown>) => fill(lookup(key) ?? key, params);
  return formulaProblemText(t, problem);
}
