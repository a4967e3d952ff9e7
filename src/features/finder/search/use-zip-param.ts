import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { LocationKind } from '../data/location-types';

const URL_DELAY_MS = 500;

/**
 * The search text, kept in the route's zipCode parameter: typing filters at once, the URL follows
 * after a pause (or on Enter or leaving the field), and back/forward puts the URL's value back.
 */
export function useZipParam(kind: LocationKind, zipCode: string | undefined) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(zipCode ?? '');
  const written = useRef(zipCode ?? '');

  useEffect(() => {
    if ((zipCode ?? '') !== written.current) {
      written.current = zipCode ?? '';
      setQuery(zipCode ?? '');
    }
  }, [zipCode]);

  const commit = (value: string) => {
    const next = value.trim();
    if (next === written.current) return;
    written.current = next;
    const params = { zipCode: next || undefined };
    // The filters (search params) stay as they are while the search text changes.
    // The visitor is typing in the page: rewriting the URL must not move it.
    const keep = { replace: true, resetScroll: false, state: { keepScroll: true }, search: true } as const;
    if (kind === 'atm') void navigate({ to: '/bitcoin-atms/{-$zipCode}', params, ...keep });
    else void navigate({ to: '/stores/{-$zipCode}', params, ...keep });
  };

  useEffect(() => {
    const timer = window.setTimeout(() => commit(query), URL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // commit reads refs and the stable navigate; re-arming on every keystroke is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return { query, setQuery, commit: () => commit(query) };
}
