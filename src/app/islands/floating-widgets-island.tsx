import { defineIsland } from '../../ui/islands';
import { FloatingWidgets } from '../../features/widgets/floating-widgets';

export const island = defineIsland('floating-widgets', FloatingWidgets);
