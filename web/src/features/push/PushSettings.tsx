import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { NotificationType } from '@shared/schemas/notifications';
import { PUSH_KIND_GROUPS } from '@shared/schemas/push';
import { cn } from '@web/ui/cn';
import { pushSupported, usePushDevice, usePushPreferences, useSavePushPreferences, useSetPushDevice } from './api';

/** Which kinds of bell notification are pushed (to every device that has push on). */
function PushKinds() {
  const { _ } = useLingui();
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
        onSuccess: () => toast.success(_('push.saved'), { autoClose: TOAST_MS.short }),
        onError: (err) => toast.error(err.message),
      },
    );
  };
  return (
    <details className="mt-3 rounded-lg border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">{_('push.kinds.choose')}</summary>
      {PUSH_KIND_GROUPS.map(({ group, kinds }) => (
        <fieldset key={group} className="mt-3 space-y-2">
          <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {_(`push.group.${group}`)}
          </legend>
          {kinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                role="switch"
                className="size-4 accent-brand-600"
                checked={!off.has(kind)}
                onChange={(e) => toggle(kind, e.target.checked)}
              />
              {_(`push.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
      ))}
    </details>
  );
}

/** "Push notifications on this device": subscribes this browser (asking permission) or unsubscribes it. */
function DeviceSwitch() {
  const { _ } = useLingui();
  const labelId = useId();
  const device = usePushDevice();
  const set = useSetPushDevice();
  const on = device.data === true;
  const blocked = typeof Notification !== 'undefined' && Notification.permission === 'denied';
  const change = () =>
    set.mutate(!on, {
      onSuccess: () => toast.success(on ? _('push.device.off') : _('push.device.on'), { autoClose: TOAST_MS.short }),
      onError: (err) => toast.error(err.message),
    });
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {_('push.device')}
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
            'absolute top-0.5 start-0.5 size-5 rounded-full bg-white shadow motion-safe:transition-transform',
            // The knob moves toward the end: right in English, left in Arabic.
            on && 'translate-x-5 rtl:-translate-x-5',
          )}
        />
      </button>
    </div>
  );
}

/** The notification settings' push part: per device on or off, and per kind which are sent. */
export function PushSettings() {
  const { _ } = useLingui();
  const supported = pushSupported();
  const blocked = supported && Notification.permission === 'denied';
  return (
    <section aria-labelledby="push-settings-title" className="mt-8 border-t border-slate-100 pt-6">
      <h2 id="push-settings-title" className="mb-2 text-sm font-medium text-slate-700">
        {_('push.title')}
      </h2>
      {supported ? (
        <>
          <DeviceSwitch />
          {blocked && <p className="mt-2 text-sm text-slate-600">{_('push.blocked')}</p>}
        </>
      ) : (
        <p className="text-sm text-slate-600">{_('push.unsupported')}</p>
      )}
      <PushKinds />
    </section>
  );
}
