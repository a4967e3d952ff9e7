// A page's main-thread task time from a Chromium trace, by the kind of work at the top of each task
// (load-breakdown.ts). Time inside a task that no traced event covers is the browser's own work, such as
// taking in the resources the page loads.
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { beginData?: { url?: string } };
}

const TASK = /^(RunTask|ThreadControllerImpl::RunTask)$/;
const NOTHING_TRACED = 'in tasks with nothing traced';

/** The page's main-thread task time (ms), by the kind of work at the top of each task. */
export function taskTimeByKind(events: TraceEvent[], origin: string): Record<string, number> {
  const pageThread = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin));
  if (!pageThread) throw new Error(`No page of ${origin} in the trace`);
  const onThread = events
    .filter((event) => event.pid === pageThread.pid && event.tid === pageThread.tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byKind: Record<string, number> = { total: 0, [NOTHING_TRACED]: 0 };
  let task: TraceEvent | undefined;
  let tracedUntil = 0;
  let untraced = 0;
  const closeTask = () => {
    if (task) byKind[NOTHING_TRACED]! += untraced / 1000;
  };
  for (const event of onThread) {
    if (TASK.test(event.name)) {
      closeTask();
      task = event;
      untraced = event.dur!;
      tracedUntil = event.ts;
      byKind.total! += event.dur! / 1000;
    } else if (task && event.ts >= tracedUntil && event.ts + event.dur! <= task.ts + task.dur!) {
      // The outermost event inside the task (one nested in it starts before it ends).
      byKind[event.name] = (byKind[event.name] ?? 0) + event.dur! / 1000;
      untraced -= event.dur!;
      tracedUntil = event.ts + event.dur!;
    }
  }
  closeTask();
  return byKind;
}
