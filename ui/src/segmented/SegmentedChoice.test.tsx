import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedChoice } from './SegmentedChoice';

function Sort({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'recent' | 'name' | 'size'>('recent');
  return (
    <SegmentedChoice
      label="Sort projects"
      value={value}
      onChange={(next) => (setValue(next), onChange(next))}
      options={[
        { value: 'recent', label: 'Recent' },
        { value: 'name', label: 'Name' },
        { value: 'size', label: 'Size' },
      ]}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is one radio group with the chosen option checked and the only tab stop', () => {
    render(<Sort onChange={jest.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Sort projects' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
  });

  it('chooses by click, and by arrows that wrap and carry focus', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Sort onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Name' }));
    expect(screen.getByRole('radio', { name: 'Name' }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Size' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Recent' }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['name', 'size', 'recent', 'size']);
  });
});
