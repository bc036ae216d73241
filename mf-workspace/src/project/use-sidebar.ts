import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@basalt/core';

/** Below the md breakpoint (docs/PRODUCT.md §9) the sidebar becomes a drawer. */
const PHONE_QUERY = `(max-width: ${BREAKPOINTS.md - 1}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
}

export interface SidebarState {
  phone: boolean;
  /** Shown: the drawer on a phone, the column on wider screens. */
  open: boolean;
  toggle(): void;
  close(): void;
}

/**
 * Whether the project sidebar shows. On a phone it is a drawer, closed by default; on wider screens a column
 * the user can collapse. The shell's sidebar slot is told through `data-sidebar` so its stylesheet can hide
 * the column (collapsed, or replaced by the drawer) before anything is painted.
 */
export function useSidebar(slot: HTMLElement | null): SidebarState {
  const phone = useIsPhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    if (!phone) setDrawerOpen(false);
  }, [phone]);

  useLayoutEffect(() => {
    if (!slot) return;
    slot.setAttribute('data-sidebar', phone ? 'drawer' : collapsed ? 'collapsed' : 'column');
    return () => slot.removeAttribute('data-sidebar');
  }, [slot, phone, collapsed]);

  const toggle = useCallback(() => {
    if (phone) setDrawerOpen((open) => !open);
    else setCollapsed((value) => !value);
  }, [phone]);
  const close = useCallback(() => setDrawerOpen(false), []);
  return { phone, open: phone ? drawerOpen : !collapsed, toggle, close };
}
