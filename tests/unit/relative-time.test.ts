import { describe, expect, it } from 'vitest';
import { postedTimeLabel } from '@shared/relative-time';

const now = new Date('2025-06-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('postedTimeLabel', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [59.999, 'just now'],
    [60, 'Posted 1 minute ago'],
    [119, 'Posted 1 minute ago'],
    [120, 'Posted 2 minutes ago'],
    [3599, 'Posted 59 minutes ago'],
    [3600, 'Posted 1 hour ago'],
    [7199, 'Posted 1 hour ago'],
    [7200, 'Posted 2 hours ago'],
    [86_399, 'Posted 23 hours ago'],
    [86_400, 'Posted 1 day ago'],
    [3 * 86_400 + 5, 'Posted 3 days ago'],
    [29 * 86_400, 'Posted 29 days ago'],
    [30 * 86_400, 'Posted 1 month ago'],
    [100 * 86_400, 'Posted 3 months ago'],
    [365 * 86_400, 'Posted 1 year ago'],
    [800 * 86_400, 'Posted 2 years ago'],
  ])('%s seconds ago reads %j', (seconds, label) => {
    expect(postedTimeLabel(ago(seconds), now)).toBe(label);
  });

  it('accepts ISO strings and epoch milliseconds, as the API and Date.now() give them', () => {
    expect(postedTimeLabel(ago(90).toISOString(), now.getTime())).toBe('Posted 1 minute ago');
  });

  it('treats a date slightly in the future as just now', () => {
    expect(postedTimeLabel(ago(-5), now)).toBe('just now');
  });
});
