// Whether the network can be reached, as the service worker sees it. navigator.onLine only says
// whether there is a network interface: on a captive or dead connection ("lie-fi") it stays true, and
// Chromium reports true in a page opened from the worker while the connection is gone. The worker
// knows better: its reads fail. It tells every page, and the pages' online state follows.
import { onlineManager } from '@tanstack/react-query';
import { requestIslandWake } from '../lib/island-wake';

export const NETWORK_CHANNEL = 'crypto-web-network';

export interface NetworkMessage {
  online: boolean;
}

/** Called first thing at start-up, so the worker's word reaches the page before its first reads settle. */
export function followWorkerNetworkState() {
  if (typeof BroadcastChannel === 'undefined') return;
  new BroadcastChannel(NETWORK_CHANNEL).addEventListener('message', (message: MessageEvent<NetworkMessage>) => {
    if (typeof message.data?.online !== 'boolean') return;
    onlineManager.setOnline(message.data.online);
    if (!message.data.online) requestIslandWake('network-gone');
  });
}

/**
 * A page the worker opened from its shell asks the network once whether it answers (a HEAD the worker
 * lets through): the shell itself came from the cache, so it says nothing about the connection.
 */
export function probeNetwork() {
  fetch('/robots.txt', { method: 'HEAD', cache: 'no-store' }).catch(() => onlineManager.setOnline(false));
}
