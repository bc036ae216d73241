import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Popover } from 'antd';
import { ToolbarLabel, tooltipOf } from './ToolbarLabel';

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

/** A control inside the panel whose own list is open takes Escape to close that list first. */
const holdsOpenList = (target: EventTarget) =>
  target instanceof Element && target.closest('[aria-expanded="true"]') !== null;

/**
 * One toolbar button opening its panel in a popover, anchored below it (mirrored in right-to-left pages by antd).
 * The icon is hidden from assistive technology: the button is named by its label alone, which a narrow toolbar shows
 * as a tooltip instead (ToolbarLabel.tsx).
 *
 * Escape inside the panel closes it and gives the focus back to the button. antd closes only the topmost popup on
 * Escape, and a select's list that has just closed still counts as the topmost one while it fades out, so a second
 * Escape pressed then would be lost; the panel hears the key itself instead.
 */
export function ToolbarButton({ icon, label, active, title, children, initialOpen }: ToolbarButtonProps) {
  const [open, setOpen] = useState(!!initialOpen);
  const button = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || holdsOpenList(event.target)) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      content={
        <section className="toolbar-panel" aria-label={title} onKeyDown={closeOnEscape}>
          {children}
        </section>
      }
    >
      <Button
        ref={button}
        type={active ? 'primary' : 'text'}
        ghost={active}
        icon={<span aria-hidden>{icon}</span>}
        {...tooltipOf(label)}
      >
        <ToolbarLabel text={label} />
      </Button>
    </Popover>
  );
}
