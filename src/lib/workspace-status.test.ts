import { describe, expect, it } from 'vitest';
import { isTransitional, statusTone } from './workspace-status';

describe('statuses', () => {
  it('knows transitional statuses, and shows unknown ones neutrally', () => {
    expect(['Creating', 'Pausing', 'Resuming', 'Updating'].every(isTransitional)).toBe(true);
    expect(['Active', 'Stopped', 'Idle', 'Running'].some(isTransitional)).toBe(false);
    // An unknown state may never change by itself: not polled, not "in progress".
    expect(isTransitional('Hibernating')).toBe(false);
    expect(statusTone('Sparkling')).toBe('unknown');
  });
});
