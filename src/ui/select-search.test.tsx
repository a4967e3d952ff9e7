import fc from 'fast-check';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '../state/app-store';
import { i18n } from '../i18n/i18n';
import { filterOptions, type SelectOption } from './option-list';
import { SelectSearch } from './select-search';

const RUNS = { numRuns: 1000 };
const options: SelectOption[] = ['Madrid', 'Barcelona', 'Valencia', 'Málaga', 'Bilbao'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

beforeAll(() => i18n.init({ lng: 'en', resources: { en: { translation: { errors: { noResults: 'No matching results' } } } } }));

function Harness({ noResultsMessage }: { noResultsMessage?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <p>outside</p>
      <SelectSearch id="city" label="City" options={options} value={value} onChange={setValue} noResultsMessage={noResultsMessage} />
    </>
  );
}

describe('filterOptions (SPEC 5)', () => {
  const option = fc.record({ value: fc.uuid(), label: fc.string({ maxLength: 12 }) });
  const list = fc.array(option, { maxLength: 20 });

  it('keeps exactly the options whose label contains the query, ignoring case, in order', () => {
    fc.assert(
      fc.property(list, fc.string({ maxLength: 4 }), (opts, query) => {
        const result = filterOptions(opts, query);
        const expected = opts.filter((o) => o.label.toLowerCase().includes(query.toLowerCase()));
        return result.length === expected.length && result.every((o, i) => o === expected[i]);
      }),
      RUNS,
    );
  });

  it('finds any part of a label typed in any case', () => {
    fc.assert(
      fc.property(
        list.filter((opts) => opts.length > 0),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (opts, pick, start, length, upper) => {
          const target = opts[pick % opts.length];
          const from = start % (target.label.length + 1);
          const part = target.label.slice(from, from + (length % 5));
          return (
            filterOptions(opts, upper ? part.toUpperCase() : part.toLowerCase()).includes(target) ||
            part.toUpperCase().toLowerCase() !== part.toLowerCase()
          );
        },
      ),
      RUNS,
    );
  });

  it('an empty query keeps every option', () => {
    fc.assert(
      fc.property(list, (opts) => filterOptions(opts, '').length === opts.length),
      RUNS,
    );
  });
});

describe('SelectSearch', () => {
  it('is a combobox that opens, filters case-insensitively and picks with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const combo = screen.getByRole('combobox', { name: 'City' });
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await user.click(combo);
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(appStore.get().dropDownOpen).toBe(1);
    await user.type(combo, 'BA');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Barcelona', 'Bilbao']);
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Bilbao' }).id);
    await user.keyboard('{Enter}');
    expect(combo).toHaveValue('Bilbao');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(appStore.get().dropDownOpen).toBe(0);
  });

  it('shows the no-results message, or the one supplied', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No matching results');
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('No matching results');
    unmount();
    render(<Harness noResultsMessage="No city like that" />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No city like that');
  });

  it('closes on Escape and on a click outside, with a backdrop while open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const combo = screen.getByRole('combobox');
    await user.click(combo);
    expect(container.querySelector('.dropdown-backdrop')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.dropdown-backdrop')).toBeNull();
    await user.click(combo);
    await user.click(screen.getByText('outside'));
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(appStore.get().dropDownOpen).toBe(0);
  });

  it('picks an option by mouse and ties its error to the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectSearch id="c" label="City" options={options} value={null} onChange={onChange} error="Field required" />);
    const combo = screen.getByRole('combobox');
    expect(combo).toHaveAccessibleDescription('Field required');
    expect(combo).toHaveAttribute('aria-invalid', 'true');
    await user.click(combo);
    await user.click(screen.getByRole('option', { name: 'Málaga' }));
    expect(onChange).toHaveBeenCalledWith('málaga');
  });
});
