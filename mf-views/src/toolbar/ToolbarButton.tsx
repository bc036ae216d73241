import type { ReactNode } from 'react';
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
  return (
    <Popover
      defaultOpen={initialOpen}
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
      <Button type={active ? 'primary' : 'text'} ghost={active} icon={<span aria-hidden>{icon}</span>}>
        {label}
      </Button>
    </Popover>
  );
}
