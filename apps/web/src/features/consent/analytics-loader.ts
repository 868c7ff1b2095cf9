import { planAnalytics, type AnalyticsInput } from './analytics-decision';

type ClarityFn = ((...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    clarity?: ClarityFn;
  }
}

const SCRIPT_ID = 'analytics-tag';
let warnedMissingId = false;
let applied: string | null = null;

/** Test hook. */
export function resetAnalyticsLoaderForTests(): void {
  warnedMissingId = false;
  applied = null;
  document.getElementById(SCRIPT_ID)?.remove();
  delete window.clarity;
}

/** Applies the analytics plan to the page: queue function, script tag (once), commands. */
export function runAnalytics(input: AnalyticsInput): void {
  const plan = planAnalytics(input);
  if (!plan.load) {
    if (plan.warn && !warnedMissingId) {
      warnedMissingId = true;
      console.warn('Analytics project id is not configured; analytics is disabled.');
    }
    return;
  }
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
  // Commands run once per choice (effects may re-run, e.g. React StrictMode in development).
  if (applied === input.consent) return;
  applied = input.consent;
  for (const command of plan.commands) window.clarity(...command);
}
