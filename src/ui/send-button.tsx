import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../lib/client-only';

/**
 * The send button of a form only code can send (the bot check is solved in the browser, or the answer is
 * fetched): off until the form's island is awake, so the browser never sends the form itself, with what
 * was typed in the address; off while `sending` too.
 */
export function SendButton({
  sending = false,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> & { sending?: boolean }) {
  const awake = useHydrated();
  return <button type="submit" disabled={!awake || sending} {...rest} />;
}
