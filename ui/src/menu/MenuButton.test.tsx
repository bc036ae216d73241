import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton, type MenuEntry } from './MenuButton';
import { menuPosition } from './menu-position';

function setup(onCard = jest.fn()) {
  const chosen: string[] = [];
  const items: MenuEntry[] = [
    { key: 'who', label: 'ada@example.com', disabled: true },
    'divider',
    { key: 'rename', label: 'Rename', onSelect: () => chosen.push('rename') },
    { key: 'copy', label: 'Duplicate', onSelect: () => chosen.push('copy') },
    { key: 'delete', label: 'Delete', danger: true, onSelect: () => chosen.push('delete') },
  ];
  const user = userEvent.setup();
  render(
    <div onClick={onCard}>
      <MenuButton label="Actions for Orders" items={items}>
        …
      </MenuButton>
      <button type="button">Elsewhere</button>
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Actions for Orders' });
  return { user, button, chosen, onCard };
}

const focusedItem = () => (document.activeElement as HTMLElement).textContent;

describe('MenuButton', () => {
  it('opens on click with the menu announced, and chooses by click without reaching the card beneath', async () => {
    const { user, button, chosen, onCard } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Actions for Orders' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'ada@example.com',
      'Rename',
      'Duplicate',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(chosen).toEqual(['copy']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onCard).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('is driven by the keyboard: arrows wrap and skip disabled items, Home/End jump, Enter chooses', async () => {
    const { user, button, chosen } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Rename');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedItem()).toBe('Delete');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Rename');
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Delete');
    await user.keyboard('{Home}');
    expect(focusedItem()).toBe('Rename');
    await user.keyboard('{End}{Enter}');
    expect(chosen).toEqual(['delete']);
    expect(document.activeElement).toBe(button);
  });

  it('opens on the last item with ↑, and Escape closes it giving focus back', async () => {
    const { user, button, chosen } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Delete');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(chosen).toEqual([]);
  });

  it('closes without choosing when clicked elsewhere, and ignores its disabled item', async () => {
    const { user, button, chosen } = setup();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'ada@example.com' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chosen).toEqual([]);
  });
});

describe('menuPosition', () => {
  const button = { top: 100, bottom: 130, left: 500, right: 530, width: 30, height: 30 };
  const viewport = { width: 1280, height: 800, rtl: false };

  it('opens under the button, end edges aligned (the left edges in right-to-left pages)', () => {
    expect(menuPosition(button, { width: 200, height: 120 }, viewport)).toEqual({ top: 134, left: 330 });
    expect(menuPosition(button, { width: 200, height: 120 }, { ...viewport, rtl: true })).toEqual({
      top: 134,
      left: 500,
    });
  });

  it('opens above when there is no room below, and stays inside the viewport', () => {
    const low = { ...button, top: 700, bottom: 730 };
    expect(menuPosition(low, { width: 200, height: 120 }, viewport).top).toBe(576);
    const nearStart = { ...button, left: 2, right: 32 };
    expect(menuPosition(nearStart, { width: 200, height: 120 }, viewport).left).toBe(8);
  });
});
