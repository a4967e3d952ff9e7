import type { ReactNode } from 'react';
import { useDisplayTimeZone } from '../state/render-clock';
import { formatTime, LOCAL_TIME_ATTRIBUTE, type LocalTimeFormat } from '../i18n/local-time';

/**
 * A time in the visitor's zone, which a first document's entry writes before any island wakes
 * (src/i18n/local-time.ts). Hydration writes the market's zone, as the server did: React leaves the text
 * the entry wrote (suppressHydrationWarning, for this element's text only), and writes the same text
 * once hydrated.
 */
export function LocalTime({ at, lang, options }: { at: number } & LocalTimeFormat) {
  const zone = useDisplayTimeZone();
  return (
    <time dateTime={new Date(at).toISOString()} {...{ [LOCAL_TIME_ATTRIBUTE]: JSON.stringify({ lang, options }) }} suppressHydrationWarning>
      {formatTime(at, { lang, options }, zone)}
    </time>
  );
}

/** Stands for an element inside a translated sentence: `t(key, { time: IN_SENTENCE })`. */
export const IN_SENTENCE = '\u2063';

/** A translated sentence with `element` where IN_SENTENCE was given as a value. */
export function SentenceWith({ text, element }: { text: string; element: ReactNode }) {
  const [before, ...after] = text.split(IN_SENTENCE);
  return (
    <>
      {before}
      {element}
      {after.join('')}
    </>
  );
}
