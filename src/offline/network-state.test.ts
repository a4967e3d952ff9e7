import { NETWORK_CHANNEL } from '../contracts/network-channel';
import { onIslandWakeRequest } from '../lib/island-wake';
import { followWorkerNetworkState } from './network-state';

it("hears the worker's every word, gives a late listener the last one at once, and wakes what shows the network gone", async () => {
  const worker = new BroadcastChannel(NETWORK_CHANNEL);
  const early: boolean[] = [];
  followWorkerNetworkState((online) => early.push(online));
  let woken = false;
  onIslandWakeRequest('network-gone', () => (woken = true));

  worker.postMessage({ online: false });
  worker.postMessage({ online: 'maybe' });
  await vi.waitFor(() => expect(early).toEqual([false]));
  expect(woken).toBe(true);

  // A listener that starts after the word (the queries' online state, at the first island) is not left behind.
  const late: boolean[] = [];
  followWorkerNetworkState((online) => late.push(online));
  expect(late).toEqual([false]);

  worker.postMessage({ online: true });
  await vi.waitFor(() => expect(late).toEqual([false, true]));
  expect(early).toEqual([false, true]);
  worker.close();
});
