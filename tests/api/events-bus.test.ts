import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@shared/schemas/events';
import { liveEvents } from '../../server/db/schema';
import { createEventBus, type BusMessage } from '../../server/platform/events';
import { handChannel } from '../support/hand-channel';
import { signUp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

// The event bus driven through a channel whose LISTEN connection this test drops and brings
// back by hand, in an order a loaded server produces only now and then (CI saw it twice).
const t = useTestApp();

const read = (id: string): LiveEvent => ({ type: 'notification.created', notificationId: id });

describe('the event bus after its LISTEN connection drops', () => {
  it('replays everything published while it was down, even when the first live payload comes in before the reconnect is reported', async () => {
    const user = await signUp(t.app);
    const { channel, calls } = handChannel();
    const bus = createEventBus(t.ctx.db, channel, t.app.log);
    await bus.start();
    const got: string[] = [];
    bus.subscribe(
      user.id,
      (m: BusMessage) => m.kind === 'event' && got.push((m.event as { notificationId: string }).notificationId),
    );
    /** Stores an event as publish does; `heard` also hands its payload to the bus, as LISTEN would. */
    const store = async (name: string, heard: boolean) => {
      const [row] = await t.ctx.db
        .insert(liveEvents)
        .values({ userId: user.id, payload: read(name) })
        .returning({ id: liveEvents.id });
      if (heard) calls.payload!(JSON.stringify({ u: user.id, i: row!.id, e: read(name) }));
    };

    await store('before', true);
    calls.lost!();
    await store('missed-1', false);
    await store('missed-2', false);
    // The new connection's first payload, read with the LISTEN's answer: before onReconnect.
    await store('first-live', true);
    calls.reconnected!();
    await expect.poll(() => got).toEqual(['before', 'missed-1', 'missed-2', 'first-live']);
    await store('later', true);
    expect(got).toEqual(['before', 'missed-1', 'missed-2', 'first-live', 'later']);
    await bus.stop();
  });
});
