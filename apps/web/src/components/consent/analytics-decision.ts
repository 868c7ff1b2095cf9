import { ANALYTICS_TAG_BASE } from '../../lib/constants';

export type ConsentValue = 'accepted' | 'declined';

export function parseConsent(value: string | null | undefined): ConsentValue | null {
  return value === 'accepted' || value === 'declined' ? value : null;
}

export type AnalyticsCommand = [string, ...string[]];

export type AnalyticsPlan =
  | { load: false; reason: 'no-choice' | 'no-id'; warn: boolean }
  | { load: true; src: string; commands: AnalyticsCommand[] };

export interface AnalyticsInput {
  consent: ConsentValue | null;
  analyticsId: string | null;
  environment: string;
}

/**
 * Pure decision for the behaviour-analytics tag:
 * - no choice yet -> nothing loads;
 * - a choice but no project id -> nothing loads, warn (once, the caller enforces "once");
 * - declined -> tag loads, no consent and no environment tag;
 * - accepted -> tag loads, then `consent` and `set environment <env>`.
 */
export function planAnalytics({ consent, analyticsId, environment }: AnalyticsInput): AnalyticsPlan {
  if (!analyticsId) return { load: false, reason: 'no-id', warn: true };
  if (consent === null) return { load: false, reason: 'no-choice', warn: false };
  const src = `${ANALYTICS_TAG_BASE}${encodeURIComponent(analyticsId)}`;
  const commands: AnalyticsCommand[] =
    consent === 'accepted' ? [['consent'], ['set', 'environment', environment]] : [];
  return { load: true, src, commands };
}
