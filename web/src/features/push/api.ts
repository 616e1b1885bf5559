import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushPreferences } from '@shared/schemas/push';
import { request } from '@web/api/client';

/** Every key of the push domain, from one place. */
export const pushKeys = {
  all: ['push'] as const,
  preferences: () => [...pushKeys.all, 'preferences'] as const,
  device: () => [...pushKeys.all, 'device'] as const,
};

export const pushPreferencesQuery = () =>
  queryOptions({
    queryKey: pushKeys.preferences(),
    queryFn: async ({ signal }) => (await request('/push/preferences', { answer: 'pushPreferences', signal })).data,
  });
export const usePushPreferences = () => useQuery(pushPreferencesQuery());

export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PushPreferences) =>
      (await request('/push/preferences', { answer: 'pushPreferences', method: 'PUT', json: input })).data,
    // The switch moves at once; a refusal puts it back.
    onMutate: (input) => {
      const before = queryClient.getQueryData<PushPreferences>(pushKeys.preferences());
      queryClient.setQueryData(pushKeys.preferences(), input);
      return { before };
    },
    onError: (_err, _input, context) => queryClient.setQueryData(pushKeys.preferences(), context?.before),
    onSuccess: (prefs) => queryClient.setQueryData(pushKeys.preferences(), prefs),
  });
}

/** Whether this browser can take pushes at all (a service worker, the Push API and notifications). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's push subscription, if it has one (null where push is not supported or not yet set up). */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Whether this browser has push on. A subscription the browser holds is given to the server
 * again: the server ties it to the session that turned it on, so after signing in anew (or as
 * someone else on this device) it would otherwise stay silent while the switch showed on.
 */
export const pushDeviceQuery = () =>
  queryOptions({
    queryKey: pushKeys.device(),
    queryFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return false;
      await request('/push/subscriptions', { answer: 'none', method: 'POST', json: subscription.toJSON() });
      return true;
    },
  });
export const usePushDevice = () => useQuery(pushDeviceQuery());

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Turns push on for this device: asks permission, subscribes through the service worker, gives the server the subscription. */
async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site in the browser settings');
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = (await request('/push/key', { answer: 'pushKey' })).data;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await request('/push/subscriptions', { answer: 'none', method: 'POST', json: subscription.toJSON() });
}

/** Turns push off for this device: the server forgets it, then the browser unsubscribes. */
async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await request('/push/subscriptions', { answer: 'none', method: 'DELETE', json: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export function useSetPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}
