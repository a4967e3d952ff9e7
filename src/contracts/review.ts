/** A review as the gateway sends it (demo-api/CONTRACT.md), shared by the finder, the opinions page
 * and the demo backend that stands in for the gateway. */
export interface Review {
  id: number;
  locationId: number;
  author: string;
  rating: number;
  text: string;
  date: string;
  locale?: string;
}
