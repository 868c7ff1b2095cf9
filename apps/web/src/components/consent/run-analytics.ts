import { planAnalytics, type AnalyticsInput } from './analytics-decision';

let warnedMissingId = false;

/** Test hook. */
export function resetAnalyticsWarningForTests(): void {
  warnedMissingId = false;
}

/**
 * Applies the analytics decision: warns once when no project id is configured; otherwise, once a
 * choice exists, downloads the small loader module and lets it add the tag.
 */
export async function runAnalytics(input: AnalyticsInput): Promise<void> {
  const plan = planAnalytics(input);
  if (!plan.load) {
    if (plan.warn && !warnedMissingId) {
      warnedMissingId = true;
      console.warn('Analytics project id is not configured; analytics is disabled.');
    }
    return;
  }
  const { loadAnalytics } = await import('./analytics-loader');
  loadAnalytics(plan, input.consent ?? '');
}
