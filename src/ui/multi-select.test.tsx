import fc from 'fast-check';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/i18n';
import { addUnique, MultiSelect } from './multi-select';

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

describe('addUnique (SPEC 5)', () => {
  it('never holds the same item twice, whatever is added in whatever order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'A', ''), { maxLength: 40 }), (added) => {
        const values = added.reduce(addUnique, [] as string[]);
        return new Set(values).size === values.length && added.every((item) => values.includes(item));
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves a list that holds the item unchanged and appends a new one at the end', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 10 }), fc.string(), (values, item) => {
        const next = addUnique(values, item);
        return values.includes(item) ? next === values : next.length === values.length + 1 && next.at(-1) === item;
      }),
      { numRuns: 1000 },
    );
  });
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
