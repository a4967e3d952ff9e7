// The worker's word on the network, broadcast to every page of the site (sw/runtime-caching.ts sends it):
// its reads failing or answering again.
export const NETWORK_CHANNEL = 'crypto-web-network';

export interface NetworkMessage {
  online: boolean;
}
