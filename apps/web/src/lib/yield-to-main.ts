type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task so the browser can paint and answer input before the next step runs.
 * Start-up is cut into such steps: one long task blocks a tapping player for all of it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
