import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './number-field';

function Harness({ initial = '', fractionDigits }: { initial?: string; fractionDigits?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField id="amount" label="Amount" value={value} onChange={setValue} fractionDigits={fractionDigits} suffix="EUR" />
      <p data-testid="value">{value}</p>
    </>
  );
}

describe('NumberField (SPEC 5)', () => {
  it('shows the value en-US formatted when not focused and raw while editing', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234.5" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveValue('1,234.50');
    await user.click(input);
    expect(input).toHaveValue('1234.5');
    await user.tab();
    expect(input).toHaveValue('1,234.50');
  });

  it('keeps what is being typed raw even when the focus came before its code (a field woken mid-typing)', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    // An input with no focus event first: the visitor was already in the field when its island woke.
    fireEvent.change(input, { target: { value: '2' } });
    expect(input).toHaveValue('2');
    fireEvent.change(input, { target: { value: '25' } });
    expect(input).toHaveValue('25');
    expect(screen.getByTestId('value')).toHaveTextContent(/^25$/);
  });

  it('reverts input that breaks the rule and stops at 8 decimals', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '-1a2.3.4,5');
    expect(screen.getByTestId('value')).toHaveTextContent(/^-12\.345$/);
    await user.clear(input);
    await user.type(input, '0.123456789');
    expect(screen.getByTestId('value')).toHaveTextContent(/^0\.12345678$/);
  });

  it('ties its suffix to the input', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('EUR');
  });

  it('leaves partial entries alone when formatting', () => {
    const shown = (initial: string, fractionDigits: number) => {
      cleanup();
      render(<Harness initial={initial} fractionDigits={fractionDigits} />);
      return (screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value;
    };
    expect(shown('', 2)).toBe('');
    expect(shown('-', 2)).toBe('-');
    expect(shown('0.5', 8)).toBe('0.50000000');
  });
});
