import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

function Harness(props: { multiline?: boolean; error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return <TextField id="name" label="Name" value={value} onChange={setValue} required {...props} />;
}

describe('TextField', () => {
  it('is labelled and reports typed text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    await user.type(input, 'Ana');
    expect(input).toHaveValue('Ana');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ties its hint and its announced error with aria-describedby', () => {
    render(<Harness hint="As on your ID" error="Field required" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on your ID Field required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Field required');
  });

  it('renders a text area when multiline', () => {
    render(<Harness multiline />);
    expect(screen.getByRole('textbox', { name: 'Name' }).tagName).toBe('TEXTAREA');
  });
});
