import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from 'antd';
import { ToolbarButton } from './ToolbarButton';

function renderButton() {
  const user = userEvent.setup();
  render(
    <ToolbarButton icon={<span>G</span>} label="Group" active={false} title="Grouping of this view">
      <Select aria-label="Group by field" options={[{ value: 'a', label: 'Status' }]} virtual={false} />
    </ToolbarButton>,
  );
  return user;
}

const panelNamed = (name: string) => screen.queryByRole('region', { name });
const panel = () => panelNamed('Grouping of this view');

describe('ToolbarButton', () => {
  it('closes an open list inside the panel on the first Escape, then the panel on the second, back on its button', async () => {
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Group' }));
    const field = await screen.findByRole('combobox', { name: 'Group by field' });
    await user.click(field);
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));

    fireEvent.keyDown(field, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
    expect(panel()).not.toBeNull();

    // pressed at once, while the list may still be fading out
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel()).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Group' }));
  });

  it('opens at once when asked to', () => {
    render(
      <ToolbarButton icon={null} label="Sort" active={false} title="Sorting of this view" initialOpen>
        <p>rules</p>
      </ToolbarButton>,
    );
    expect(panelNamed('Sorting of this view')).not.toBeNull();
  });

  it('keeps its words as its name and its tooltip, for a narrow toolbar that shows its icon alone', () => {
    render(
      <ToolbarButton icon={<span>S</span>} label="Sorted by 2" active title="Sorting of this view">
        <p>rules</p>
      </ToolbarButton>,
    );
    const button = screen.getByRole('button', { name: 'Sorted by 2' });
    expect(button.dataset.tooltip).toBe('Sorted by 2');
    expect(button.querySelector('.toolbar-label')?.textContent).toBe('Sorted by 2');
  });
});
