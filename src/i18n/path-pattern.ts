// Matching and filling path patterns written in TanStack Router syntax:
// `$name` is a required segment, `{-$name}` an optional one (only at the end).

export type PathParams = Record<string, string | undefined>;

interface Segment {
  literal?: string;
  param?: string;
  optional?: boolean;
}

const cache = new Map<string, Segment[]>();

function segmentsOf(pattern: string): Segment[] {
  let segments = cache.get(pattern);
  if (!segments) {
    segments = pattern
      .split('/')
      .filter(Boolean)
      .map((part): Segment => {
        const optional = /^\{-\$(\w+)\}$/.exec(part);
        if (optional) return { param: optional[1], optional: true };
        if (part.startsWith('$')) return { param: part.slice(1) };
        return { literal: part };
      });
    cache.set(pattern, segments);
  }
  return segments;
}

/** The params when `pathname` fits `pattern`, else null. Literals compare case-insensitively. */
export function matchPath(pattern: string, pathname: string): PathParams | null {
  const parts = pathname.split('/').filter(Boolean);
  const segments = segmentsOf(pattern);
  const required = segments.filter((s) => !s.optional).length;
  if (parts.length < required || parts.length > segments.length) return null;
  const params: PathParams = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) {
      if (!segment.optional) return null;
      continue;
    }
    if (segment.literal !== undefined) {
      if (segment.literal.toLowerCase() !== part.toLowerCase()) return null;
    } else if (segment.param) {
      params[segment.param] = part;
    }
  }
  return params;
}

/** The path for `pattern` with its params filled in; optional params left empty are dropped. */
export function fillPath(pattern: string, params: PathParams): string {
  const parts: string[] = [];
  for (const segment of segmentsOf(pattern)) {
    if (segment.literal !== undefined) parts.push(segment.literal);
    else if (segment.param) {
      const value = params[segment.param];
      if (value !== undefined && value !== '') parts.push(value);
      else if (!segment.optional) return '';
    }
  }
  return '/' + parts.join('/');
}
