import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { menuPosition, type MenuPlacement } from './menu-position';
import './menu.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  /** Shown but not chosen (the signed-in address at the top of the account menu). */
  disabled?: boolean;
  onSelect?: () => void;
}

export type MenuEntry = MenuItem | 'divider';

interface Props {
  items: MenuEntry[];
  /** The button's accessible name ("Actions for Orders"). */
  label: string;
  className?: string;
  children: ReactNode;
}

const isItem = (entry: MenuEntry): entry is MenuItem => entry !== 'divider';

/**
 * A button that opens a menu, after the WAI-ARIA menu button pattern: Enter, Space or ↓ open it on the first
 * item (↑ on the last), arrows, Home and End move, Enter chooses, Escape closes and gives focus back, Tab or a
 * click elsewhere closes. Plain, not antd's Dropdown: it is on every signed-in page (the account menu) and its
 * dropdown machinery alone weighed 64 KB on the wire (docs/PERFORMANCE.md). The menu is drawn in a layer over
 * the page, so a scrolling sidebar cannot clip it.
 */
export function MenuButton({ items, label, className, children }: Props) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<MenuPlacement | undefined>(undefined);
  const enabled = items.filter(isItem).filter((item) => !item.disabled);

  const close = (refocus: boolean) => {
    setOpen(false);
    setPlacement(undefined);
    if (refocus) button.current?.focus();
  };
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    setPlacement(
      menuPosition(button.current.getBoundingClientRect(), menu.current.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
        rtl: getComputedStyle(button.current).direction === 'rtl',
      }),
    );
  }, [open]);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelectorAll<HTMLElement>('[data-menu-index]')[active]?.focus();
  }, [open, active, placement]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    const away = () => close(false);
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('resize', away);
    window.addEventListener('scroll', away, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('resize', away);
      window.removeEventListener('scroll', away, true);
    };
  });

  const choose = (item: MenuItem) => {
    close(true);
    item.onSelect?.();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openAt(0);
    else if (event.key === 'ArrowUp') openAt(enabled.length - 1);
    else return;
    event.preventDefault();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = enabled.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    if (moves[event.key]) setActive(moves[event.key]!());
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else if ((event.key === 'Enter' || event.key === ' ') && enabled[active]) choose(enabled[active]!);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => {
          // a menu inside a clickable card must not also open the card
          event.stopPropagation();
          if (open) close(false);
          else openAt(0);
        }}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open &&
        createPortal(
          <ul
            ref={menu}
            id={id}
            role="menu"
            aria-label={label}
            className="basalt-menu"
            style={placement ?? { visibility: 'hidden', top: 0, left: 0 }}
            onKeyDown={onMenuKey}
            onClick={(event) => event.stopPropagation()}
          >
            {items.map((entry, position) => {
              if (!isItem(entry))
                return <li key={`divider-${position}`} role="separator" className="basalt-menu-divider" />;
              const index = enabled.indexOf(entry);
              return (
                <li
                  key={entry.key}
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={entry.disabled || undefined}
                  data-menu-index={entry.disabled ? undefined : index}
                  className={`basalt-menu-item${entry.danger ? ' is-danger' : ''}${entry.disabled ? ' is-disabled' : ''}`}
                  onMouseEnter={() => !entry.disabled && setActive(index)}
                  onClick={() => !entry.disabled && choose(entry)}
                >
                  {entry.icon && (
                    <span className="basalt-menu-icon" aria-hidden>
                      {entry.icon}
                    </span>
                  )}
                  <span className="basalt-menu-label">{entry.label}</span>
                </li>
              );
            })}
          </ul>,
          document.body,
        )}
    </>
  );
}
