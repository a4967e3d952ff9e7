interface Props<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
}

/** A row of buttons with one pressed: the chart's range or graph type. */
export function ChartToggles<T extends string>({ label, options, value, onChange, labelOf }: Props<T>) {
  return (
    <div className="chart-toggles" role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" className="chart-toggle" aria-pressed={value === option} onClick={() => onChange(option)}>
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
