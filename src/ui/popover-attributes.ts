// The HTML popover attributes (Baseline 2024), which React 18's types do not list yet; React passes
// them to the DOM as they are written.
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual';
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
}
