import fc from 'fast-check';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanPhoneInput, PhoneField } from './phone-field';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <PhoneField id="phone" label="Phone" value={value} onChange={setValue} error={error} />;
}

describe('cleanPhoneInput', () => {
  it('drops separators and keeps digits with an optional leading +', () => {
    expect(cleanPhoneInput('+34 612.345-678')).toBe('+34612345678');
    expect(cleanPhoneInput('(612) 345/678')).toBe('612345678');
    expect(cleanPhoneInput('61a')).toBeNull();
    expect(cleanPhoneInput('6+1')).toBeNull();
  });

  it('never lets anything but digits and a leading + through', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const cleaned = cleanPhoneInput(raw);
        return cleaned === null || /^\+?\d*$/.test(cleaned);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('PhoneField', () => {
  it('keeps digits, cleans pasted separators and reverts other input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '61x2');
    expect(input).toHaveValue('612');
    fireEvent.change(input, { target: { value: '+34 612 345 678' } });
    expect(input).toHaveValue('+34612345678');
  });

  it('announces its error and ties it to the input', () => {
    render(<Harness error="Must write a number" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Must write a number');
    expect(screen.getByRole('alert')).toHaveTextContent('Must write a number');
  });
});
