/**
 * Lets the browser handle input and paint between pieces of start-up work, so taking over a page is
 * several short tasks rather than one long one (Total Blocking Time, input delay on slow phones).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
