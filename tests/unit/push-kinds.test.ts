import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@shared/schemas/notifications';
import { PUSH_KIND_GROUPS } from '@shared/schemas/push';

describe('push settings', () => {
  it('offer a switch for every kind of bell notification, each once', () => {
    const listed = PUSH_KIND_GROUPS.flatMap((g) => Object.keys(g.kinds));
    expect([...listed].sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });
});
