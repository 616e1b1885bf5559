/** One language's compiled messages, every namespace (scripts/vite-catalogs.ts). */
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
