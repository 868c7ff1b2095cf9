import type { AnalyticsPlan } from './analytics-decision';

type ClarityFn = ((...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    clarity?: ClarityFn;
  }
}

const SCRIPT_ID = 'analytics-tag';
let applied: string | null = null;

/** Test hook. */
export function resetAnalyticsLoaderForTests(): void {
  applied = null;
  document.getElementById(SCRIPT_ID)?.remove();
  delete window.clarity;
}

/**
 * Puts a loading plan on the page: the queue function `window.clarity(...)`, the tag script
 * (once) and the plan's commands (once per choice; effects may re-run, e.g. StrictMode).
 */
export function loadAnalytics(plan: Extract<AnalyticsPlan, { load: true }>, choice: string): void {
  if (!window.clarity) {
    const queue: ClarityFn = (...args: unknown[]) => {
      (queue.q ??= []).push(args);
    };
    window.clarity = queue;
  }
  if (!document.getElementById(SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = plan.src;
    document.head.appendChild(script);
  }
  if (applied === choice) return;
  applied = choice;
  for (const command of plan.commands) window.clarity(...command);
}
