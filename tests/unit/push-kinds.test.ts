import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import { NOTIFICATION_TYPES } from '@shared/schemas/notifications';
import { MAIL_KINDS } from '@shared/schemas/orders';
import { PUSH_KIND_GROUPS } from '@shared/schemas/push';

const catalog = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(`shared/i18n/messages/${locale}/${namespace}.json`, 'utf8')) as Record<string, string>;

describe('push settings', () => {
  it('offer a switch for every kind of bell notification, each once', () => {
    const listed = PUSH_KIND_GROUPS.flatMap((g) => [...g.kinds]);
    expect([...listed].sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  // The screens name groups and kinds by key (push.kind.<kind>): a new kind needs its words.
  it.each(LOCALES)('name every group and kind, and every mail kind, in %s', (locale) => {
    const push = catalog(locale, 'push');
    const orders = catalog(locale, 'orders');
    const missing = [
      ...PUSH_KIND_GROUPS.map((g) => `push.group.${g.group}`).filter((key) => !push[key]),
      ...NOTIFICATION_TYPES.map((kind) => `push.kind.${kind}`).filter((key) => !push[key]),
      ...MAIL_KINDS.map((kind) => `orders.mail.kind.${kind}`).filter((key) => !orders[key]),
    ];
    expect(missing).toEqual([]);
  });
});
