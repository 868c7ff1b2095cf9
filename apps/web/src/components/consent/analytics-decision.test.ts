import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConsent, planAnalytics } from './analytics-decision';
import { resetAnalyticsLoaderForTests } from './analytics-loader';
import { resetAnalyticsWarningForTests, runAnalytics } from './run-analytics';

const SRC = 'https://www.clarity.ms/tag/test-project';

describe('planAnalytics', () => {
  it('loads nothing before a choice', () => {
    expect(planAnalytics({ consent: null, analyticsId: 'test-project', environment: 'production' })).toEqual({
      load: false,
      reason: 'no-choice',
      warn: false,
    });
  });
  it('loads nothing and warns without a project id, whatever the choice', () => {
    for (const consent of [null, 'accepted', 'declined'] as const) {
      expect(planAnalytics({ consent, analyticsId: null, environment: 'production' })).toEqual({
        load: false,
        reason: 'no-id',
        warn: true,
      });
    }
  });
  it('loads the tag without consent or environment after a decline', () => {
    expect(
      planAnalytics({ consent: 'declined', analyticsId: 'test-project', environment: 'production' }),
    ).toEqual({ load: true, src: SRC, commands: [] });
  });
  it('loads the tag, gives consent and sets the environment after accepting', () => {
    expect(
      planAnalytics({ consent: 'accepted', analyticsId: 'test-project', environment: 'staging' }),
    ).toEqual({
      load: true,
      src: SRC,
      commands: [['consent'], ['set', 'environment', 'staging']],
    });
  });
  it('parses only the two stored values', () => {
    expect(parseConsent('accepted')).toBe('accepted');
    expect(parseConsent('declined')).toBe('declined');
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});

describe('runAnalytics', () => {
  beforeEach(() => {
    resetAnalyticsLoaderForTests();
    resetAnalyticsWarningForTests();
  });
  afterEach(() => {
    resetAnalyticsLoaderForTests();
    vi.restoreAllMocks();
  });
  const scripts = () => document.querySelectorAll(`script[src="${SRC}"]`);

  it('adds no script before a choice', async () => {
    await runAnalytics({ consent: null, analyticsId: 'test-project', environment: 'production' });
    expect(scripts()).toHaveLength(0);
    expect(window.clarity).toBeUndefined();
  });
  it('warns exactly once and loads nothing without an id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await runAnalytics({ consent: null, analyticsId: null, environment: 'production' });
    await runAnalytics({ consent: 'accepted', analyticsId: null, environment: 'production' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
  it('queues consent + environment once when accepted, one script only', async () => {
    await runAnalytics({ consent: 'accepted', analyticsId: 'test-project', environment: 'production' });
    await runAnalytics({ consent: 'accepted', analyticsId: 'test-project', environment: 'production' });
    expect(scripts()).toHaveLength(1);
    expect(window.clarity?.q).toEqual([['consent'], ['set', 'environment', 'production']]);
  });
  it('queues nothing when declined', async () => {
    await runAnalytics({ consent: 'declined', analyticsId: 'test-project', environment: 'production' });
    expect(scripts()).toHaveLength(1);
    expect(window.clarity?.q ?? []).toEqual([]);
  });
});
