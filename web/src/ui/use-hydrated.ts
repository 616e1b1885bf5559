import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while React hydrates a server-rendered page, true ever after (and at once on a screen
 * the browser renders itself). A control is disabled until then: a filter picked or a button
 * pressed in the server's markup before the app has taken over would be shown but never acted
 * on (the select keeps its new value, the list does not change).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
