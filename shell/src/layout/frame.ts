import type { SlotName } from '@basalt/core';
import type { Layout } from '../routes/route-table';

const SLOT_IDS: Record<SlotName, string> = {
  main: 'basalt-main',
  sidebar: 'basalt-sidebar',
  tabbar: 'basalt-tabbar',
};

/**
 * The page frame is static DOM (index.html), so a remote's slot exists before single-spa mounts it; a layout
 * is only an attribute the stylesheet reads, switched synchronously before each routing.
 */
export function slotElement(name: SlotName): HTMLElement | null {
  return document.getElementById(SLOT_IDS[name]);
}

export function setLayout(layout: Layout | 'none'): void {
  document.getElementById('basalt')?.setAttribute('data-layout', layout);
}

export function setShellPageVisible(visible: boolean): void {
  document.getElementById('basalt-shell-page')?.toggleAttribute('hidden', !visible);
}
