import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainButton } from './PlainButton';
import { PlainField } from './PlainField';
import { usePlainForm, type Validate } from './use-plain-form';

type Values = { name: string; secret: string; again: string };

const needed: Validate<Values> = (value) => (value ? undefined : 'Needed');
const sameSecret: Validate<Values> = (value, values) => (value === values.secret ? undefined : 'Not the same');

function Sample({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { field, handleSubmit } = usePlainForm<Values>(
    { name: '', secret: '', again: '' },
    { name: [needed], secret: [needed], again: [needed, sameSecret] },
    onSubmit,
  );
  return (
    <form noValidate onSubmit={handleSubmit}>
      <PlainField binding={field('name')} label="Name" extra="As on your passport" />
      <PlainField binding={field('secret')} label="Secret" type="password" revealLabels={{ show: 'Show secret' }} />
      <PlainField binding={field('again')} label="Again" type="password" />
      <PlainButton type="submit" variant="primary">
        Save
      </PlainButton>
    </form>
  );
}

describe('plain form', () => {
  it('refuses a submit with the messages under their fields and focus on the first field in error', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<Sample onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const secret = screen.getByLabelText('Secret');
    expect(document.activeElement).toBe(secret);
    expect(secret.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    // the message is the field's description, so a screen reader reads it with the field
    const message = document.getElementById(secret.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Needed');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Needed', 'Needed']);
  });

  it('checks a field as it is typed, against the other values too, and clears the message once right', async () => {
    const user = userEvent.setup();
    render(<Sample onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText('Secret'), 'abc');
    await user.type(screen.getByLabelText('Again'), 'ab');
    expect(screen.getByRole('alert').textContent).toBe('Not the same');
    await user.type(screen.getByLabelText('Again'), 'c');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing when a field never typed in loses focus, but checks one typed in and emptied', async () => {
    const user = userEvent.setup();
    render(<Sample onSubmit={jest.fn()} />);
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'A{Backspace}');
    expect(screen.getByRole('alert').textContent).toBe('Needed');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Needed');
  });

  it('hands over every value when all are right, Enter included', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<Sample onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Secret'), 'abc');
    await user.type(screen.getByLabelText('Again'), 'abc{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', secret: 'abc', again: 'abc' });
  });

  it('shows a password on demand, saying so with aria-pressed', async () => {
    const user = userEvent.setup();
    render(<Sample onSubmit={jest.fn()} />);
    const secret = screen.getByLabelText('Secret');
    const toggle = screen.getByRole('button', { name: 'Show secret' });
    expect(secret.getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(secret.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(secret.getAttribute('type')).toBe('password');
    // the field without labels for the toggle has none
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('ties help text to its field', () => {
    render(<Sample onSubmit={jest.fn()} />);
    const name = screen.getByLabelText('Name');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('As on your passport');
  });
});

describe('PlainButton', () => {
  it('is a link when it leads elsewhere', () => {
    render(<PlainButton href="/auth/github">GitHub</PlainButton>);
    expect(screen.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('/auth/github');
  });

  it('ignores presses while busy', async () => {
    const onClick = jest.fn();
    const user = userEvent.setup();
    render(
      <PlainButton busy onClick={onClick}>
        Send
      </PlainButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true');
  });
});
