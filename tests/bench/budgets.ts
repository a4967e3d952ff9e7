// One row of the benchmark table: a figure, its budget, and whether the budget holds.
export interface Row {
  group: string;
  metric: string;
  value: number | string | null;
  unit: string;
  /** 'max' when the value must not exceed the budget, 'min' when it must reach it; null for info rows. */
  budget: { limit: number; kind: 'max' | 'min' } | null;
  note?: string;
}

export const max = (limit: number) => ({ limit, kind: 'max' as const });
export const min = (limit: number) => ({ limit, kind: 'min' as const });

export function holds(row: Row): boolean | null {
  if (!row.budget) return null;
  if (typeof row.value !== 'number') return false;
  return row.budget.kind === 'max' ? row.value <= row.budget.limit : row.value >= row.budget.limit;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The nearest-rank percentile (p in 0..100): the smallest value with at least p% of the values at or
 * below it, so it is always a measured value; null for no values.
 */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function formatTable(rows: Row[]): string {
  const cells = rows.map((row) => {
    const ok = holds(row);
    const value = typeof row.value === 'number' ? `${row.value} ${row.unit}`.trim() : String(row.value ?? 'n/a');
    const budget = row.budget ? `${row.budget.kind === 'max' ? '<=' : '>='} ${row.budget.limit} ${row.unit}`.trim() : 'info';
    return [row.group, row.metric, value, budget, ok === null ? '' : ok ? 'ok' : 'OVER', row.note ?? ''];
  });
  const header = ['page / area', 'metric', 'value', 'budget', 'holds', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(line)].join('\n');
}
