/** One language's compiled messages: every namespace, or one with its own chunk (`…/es/legal`; scripts/vite-catalogs.ts). */
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
