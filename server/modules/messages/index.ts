// What other modules may use of messages: they import from here, never from its files (a lint checks).
export { sendMessage } from './service';
