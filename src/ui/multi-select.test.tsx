import fc from 'fast-check';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { MultiSelect } from './multi-select';

const options = ['Bitcoin', 'Ether', 'Tether', 'Solana'].map((label) => ({ value: label.toLowerCase(), label }));

beforeAll(() =>
  i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: { errors: { noResults: 'No matching results' }, controls: { selected: 'Selected', removeOption: 'Remove {{label}}' } },
      },
    },
  }),
);

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect id="coins" label="Coins" options={options} value={value} onChange={setValue} />
      <p data-testid="value">{value.join(',')}</p>
    </>
  );
}

describe('choosing (SPEC 5)', () => {
  it('never holds the same item twice: a click on a chosen option takes it out, on another appends it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...options.map((option) => option.label)), { maxLength: 8 }), async (clicks) => {
        const user = userEvent.setup();
        const { unmount } = render(<Harness />);
        try {
          await user.click(screen.getByRole('combobox', { name: 'Coins' }));
          let expected: string[] = [];
          for (const label of clicks) {
            await user.click(screen.getByRole('option', { name: label }));
            const value = label.toLowerCase();
            expected = expected.includes(value) ? expected.filter((item) => item !== value) : [...expected, value];
          }
          const shown = screen.getByTestId('value').textContent ?? '';
          return shown === expected.join(',') && new Set(expected).size === expected.length;
        } finally {
          unmount();
        }
      }),
      { numRuns: 25 },
    );
    // 25 runs of up to 8 clicks through user-event: seconds on a busy machine.
  }, 30_000);
});

describe('MultiSelect', () => {
  it('adds options as chips, never twice, and toggles them from the list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const combo = screen.getByRole('combobox', { name: 'Coins' });
    await user.click(combo);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('option', { name: 'Ether' }));
    await user.type(combo, 'sol');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('ether,solana');
    expect(screen.getByRole('list', { name: 'Selected' })).toHaveTextContent(/Ether.*Solana/);
    expect(screen.getByRole('option', { name: 'Ether' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Ether' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^solana$/);
  });

  it('removes a chip by its button or by Backspace in the empty search box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['bitcoin', 'tether']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Bitcoin' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^tether$/);
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('shows no results and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const combo = screen.getByRole('combobox');
    await user.type(combo, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No matching results');
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });
});
