// The HTML popover attributes (Baseline 2024), which React 18's types do not list yet; React passes
// them to the DOM as they are written.
import 'react';

declare module 'react' {
  // Merged into React's own interfaces, which must keep their type parameter.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual';
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
}
