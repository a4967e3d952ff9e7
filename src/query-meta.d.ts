import '@tanstack/react-query';

interface CallMeta extends Record<string, unknown> {
  /**
   * The route loader turns a failure into a redirect, and the catalogue only shows the message; a
   * failure for the network shows nothing, since the route's page says it is not saved.
   */
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
