import { defineIsland } from '../../ui/islands';
import { OfflineStatus } from '../../offline/offline-status';

export const island = defineIsland('offline-status', OfflineStatus);
