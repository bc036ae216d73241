import { useEffect, useRef, useState, type ReactNode } from 'react';
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
  const button = useRef<HTMLButtonElement>(null);
  useEscapeCloses(open, () => {
    setOpen(false);
    button.current?.focus();
  });

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      content={
        <section className="toolbar-panel" aria-label={title}>
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
 * Escape closes the open panel, wherever focus is, unless a list inside it is open: that Escape is the list's (an
 * open antd list stops it from going further), the next one the panel's. Listened to where the Escape ends its way
 * up, so only one no open list has taken gets here; antd's own Escape goes to whichever popup it counts topmost, and
 * a list that has just closed could still count as that, which left the panel open.
 */
function useEscapeCloses(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
