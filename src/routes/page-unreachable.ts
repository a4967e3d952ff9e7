/**
 * A page whose data could not be read for the network (api/unreachable.ts). It carries the page's own
 * reads, so the page can ask them again off screen and let the router load it only once they answer: a
 * service that keeps failing then costs one read per try, not a reload of the page each time.
 */
export class PageUnreachable extends Error {
  constructor(
    readonly readAgain: () => Promise<unknown>,
    options: { cause: unknown },
  ) {
    super('The page could not be read for the network', options);
    this.name = 'PageUnreachable';
  }
}
