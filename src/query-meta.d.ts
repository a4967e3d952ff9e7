import '@tanstack/react-query';

interface CallMeta extends Record<string, unknown> {
  /** The route loader turns a failure into a redirect; the catalogue only shows the message. */
  routeHandlesErrors?: boolean;
  /** Not counted by the global loader bar (background work such as warm-up). */
  silent?: boolean;
  /** The component shows its own failure message. */
  handlesOwnErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}
