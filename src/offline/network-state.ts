// Whether the network can be reached, as the service worker sees it. navigator.onLine only says
// whether there is a network interface: on a captive or dead connection ("lie-fi") it stays true, and
// Chromium reports true in a page opened from the worker while the connection is gone. The worker
// knows better: its reads fail. It tells every page; the page's parts that care listen here. No view or
// data library: the background follows it before any of them loads.
import { requestIslandWake } from '../lib/island-wake';
import { NETWORK_CHANNEL, type NetworkMessage } from '../contracts/network-channel';

type Listener = (online: boolean) => void;

const listeners = new Set<Listener>();
let following = false;
let lastWord: boolean | undefined;

/**
 * Follows the worker's word (from the first call on): a word that the network is gone wakes the islands
 * that show it, and `listener` hears every word, the last one at once if one came before it.
 */
export function followWorkerNetworkState(listener?: Listener) {
  if (listener) {
    listeners.add(listener);
    if (lastWord !== undefined) listener(lastWord);
  }
  if (following || typeof BroadcastChannel === 'undefined') return;
  following = true;
  new BroadcastChannel(NETWORK_CHANNEL).addEventListener('message', (message: MessageEvent<NetworkMessage>) => {
    if (typeof message.data?.online !== 'boolean') return;
    lastWord = message.data.online;
    listeners.forEach((heard) => heard(message.data.online));
    if (!message.data.online) requestIslandWake('network-gone');
  });
}

/**
 * A page the worker opened from its shell asks the network once whether it answers (a HEAD the worker
 * lets through): the shell itself came from the cache, so it says nothing about the connection.
 */
export function probeNetwork(onUnreachable: () => void) {
  fetch('/robots.txt', { method: 'HEAD', cache: 'no-store' }).catch(onUnreachable);
}
