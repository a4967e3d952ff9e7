/** One entry of the content service as it is stored: an id and its attributes (strapi.ts shapes the answers). */
export interface Entry {
  id: number;
  attributes: Record<string, unknown>;
}
