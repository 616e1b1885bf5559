import { useId } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { NotificationType } from '@shared/schemas/notifications';
import { PUSH_KIND_GROUPS } from '@shared/schemas/push';
import { cn } from '@web/ui/cn';
import { pushSupported, usePushDevice, usePushPreferences, useSavePushPreferences, useSetPushDevice } from './api';

/** Which kinds of bell notification are pushed (to every device that has push on). */
function PushKinds() {
  const prefs = usePushPreferences();
  const save = useSavePushPreferences();
  if (!prefs.data) return null;
  const off = new Set<NotificationType>(prefs.data.off);
  const toggle = (kind: NotificationType, on: boolean) => {
    const next = new Set(off);
    if (on) next.delete(kind);
    else next.add(kind);
    save.mutate(
      { off: [...next] },
      {
        onSuccess: () => toast.success('Push settings saved', { autoClose: TOAST_MS.short }),
        onError: (err) => toast.error(err.message),
      },
    );
  };
  return (
    <details className="mt-3 rounded-lg border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">
        Choose which notifications are pushed
      </summary>
      {PUSH_KIND_GROUPS.map((group) => (
        <fieldset key={group.label} className="mt-3 space-y-2">
          <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.label}</legend>
          {Object.entries(group.kinds).map(([kind, label]) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                role="switch"
                className="size-4 accent-brand-600"
                checked={!off.has(kind as NotificationType)}
                onChange={(e) => toggle(kind as NotificationType, e.target.checked)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ))}
    </details>
  );
}

/** "Push notifications on this device": subscribes this browser (asking permission) or unsubscribes it. */
function DeviceSwitch() {
  const labelId = useId();
  const device = usePushDevice();
  const set = useSetPushDevice();
  const on = device.data === true;
  const blocked = typeof Notification !== 'undefined' && Notification.permission === 'denied';
  const change = () =>
    set.mutate(!on, {
      onSuccess: () =>
        toast.success(on ? 'Push notifications are off for this device' : 'Push notifications are on for this device', {
          autoClose: TOAST_MS.short,
        }),
      onError: (err) => toast.error(err.message),
    });
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        Push notifications on this device
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={device.isPending || set.isPending || (blocked && !on)}
        onClick={change}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-60',
          on ? 'bg-brand-600' : 'bg-slate-400',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow motion-safe:transition-transform',
            on && 'translate-x-5',
          )}
        />
      </button>
    </div>
  );
}

/** The notification settings' push part: per device on or off, and per kind which are sent. */
export function PushSettings() {
  const supported = pushSupported();
  const blocked = supported && Notification.permission === 'denied';
  return (
    <section aria-labelledby="push-settings-title" className="mt-8 border-t border-slate-100 pt-6">
      <h2 id="push-settings-title" className="mb-2 text-sm font-medium text-slate-700">
        Push notifications
      </h2>
      {supported ? (
        <>
          <DeviceSwitch />
          {blocked && (
            <p className="mt-2 text-sm text-slate-600">
              Notifications are blocked for this site; allow them in the browser&apos;s site settings to turn push on.
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600">
          This browser cannot receive push notifications. On a phone, add Workify to the home screen first.
        </p>
      )}
      <PushKinds />
    </section>
  );
}
