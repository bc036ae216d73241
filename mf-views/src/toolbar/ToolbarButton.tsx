import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, Popover } from 'antd';

export interface ToolbarButtonProps {
  icon: ReactNode;
  label: string;
  /** Highlighted while the view has something set by this menu (hidden fields, sorts, filters). */
  active: boolean;
  /** The panel's accessible name. */
  title: string;
  children: ReactNode;
  /** Open at once (the toolbar was loaded by a click on this button's stand-in). */
  initialOpen?: boolean;
}

/**
 * One toolbar button opening its panel in a popover, anchored below it (mirrored in right-to-left pages by antd).
 * The icon is hidden from assistive technology: the button is named by its label alone.
 */
export function ToolbarButton({ icon, label, active, title, children, initialOpen }: ToolbarButtonProps) {
  const [open, setOpen] = useState(Boolean(initialOpen));
  const panel = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const escapeIsTheList = useEscapeCloses(open, panel, () => {
    setOpen(false);
    button.current?.focus();
  });

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next || !escapeIsTheList.current) setOpen(next);
      }}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      content={
        <section ref={panel} className="toolbar-panel" aria-label={title}>
          {children}
        </section>
      }
    >
      <Button
        ref={button}
        type={active ? 'primary' : 'text'}
        ghost={active}
        icon={<span aria-hidden>{icon}</span>}
        aria-expanded={open}
      >
        {label}
      </Button>
    </Popover>
  );
}

/**
 * Escape closes the open panel, wherever focus is, unless a list inside it is open: that first Escape is the list's
 * alone, the next one the panel's. antd's own Escape goes to whichever popup it counts as topmost, and a list that
 * had just closed could still count as that, which left the panel open; or the panel could close with its list.
 * Read in the capture phase, before the list's own handler closes it and the open list could no longer be seen.
 * Returns a flag set by an Escape meant for a list, for the popover to refuse the close antd may add to it.
 */
function useEscapeCloses(open: boolean, panel: RefObject<HTMLElement | null>, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  const escapeIsTheList = useRef(false);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // antd may close the panel a moment after this Escape: that close is refused until the next key or press
      escapeIsTheList.current = false;
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (panel.current?.querySelector('[aria-expanded="true"]')) escapeIsTheList.current = true;
      else closeRef.current();
    };
    const onPointerDown = () => (escapeIsTheList.current = false);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open, panel]);
  return escapeIsTheList;
}
