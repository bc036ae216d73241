import type { ReactNode } from 'react';
import { StyleProvider, type CSSObject, type Transformer } from '@ant-design/cssinjs';

/** The declarations that decide whether an element is shown (Testing Library, jest-dom) or clickable (user-event). */
const VISIBILITY = new Set(['display', 'visibility', 'opacity', 'pointerEvents', 'pointer-events']);

/**
 * antd's style rules with only those declarations. jsdom computes an element's style by matching every rule and
 * parsing every declaration that applies, and Testing Library and user-event ask for it on each element and its
 * ancestors: with antd's ~940 rules a call took 20-65 ms, a `findByRole` 1-2 s and a click ~1 s. Nothing is laid
 * out in jsdom, so the other declarations (sizes, colours, fonts) change no test; selectors and nesting stay. The
 * theme's CSS variables are registered apart from the rules and stay (no kept declaration reads them; cheap).
 */
const visibilityOnly: Transformer = {
  visit(css: CSSObject): CSSObject {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(css)) {
      if (VISIBILITY.has(key) || (value !== null && typeof value === 'object')) kept[key] = value;
    }
    return kept as CSSObject;
  },
};

/** Wraps a test's tree so antd injects its styles through `visibilityOnly`. */
export function TestStyles({ children }: { children?: ReactNode }) {
  return <StyleProvider transformers={[visibilityOnly]}>{children}</StyleProvider>;
}
