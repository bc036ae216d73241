import { act, renderHook } from '@testing-library/react';
import { ANTD_THEME } from '@basalt/core';
import { useAntdTheme } from './theme';

/** A `matchMedia` whose reduced-motion answer the test flips, as the OS setting would. */
function fakeMediaQuery(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  }) as unknown as typeof window.matchMedia;
  return {
    set(matches: boolean) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useAntdTheme', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('keeps antd motion on by default', () => {
    fakeMediaQuery(false);
    const { result } = renderHook(() => useAntdTheme());
    expect(result.current).toBe(ANTD_THEME);
    expect((result.current.token as { motion?: boolean }).motion).toBeUndefined();
  });

  it('turns motion off when the system asks for reduced motion, and follows the setting live', () => {
    const media = fakeMediaQuery(true);
    const { result } = renderHook(() => useAntdTheme());
    expect((result.current.token as { motion?: boolean }).motion).toBe(false);
    expect(result.current.token.colorPrimary).toBe(ANTD_THEME.token.colorPrimary);
    act(() => media.set(false));
    expect(result.current).toBe(ANTD_THEME);
  });
});
