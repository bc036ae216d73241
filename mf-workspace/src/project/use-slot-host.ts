import { useLayoutEffect, useState } from 'react';

/**
 * A container of our own inside one of the shell's slots. Other React roots (another remote, the shell) render
 * into the same slot, so portals never target the slot itself: each gets a child element this root owns.
 */
export function useSlotHost(slot: HTMLElement | null, name: string): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!slot) return;
    const element = document.createElement('div');
    element.className = `mf-workspace-${name}`;
    slot.appendChild(element);
    setHost(element);
    return () => {
      setHost(null);
      // after React has taken the portal's content out of it
      queueMicrotask(() => element.remove());
    };
  }, [slot, name]);
  return host;
}
