// What other modules may use of blocks: they import from here, never from its files (a lint checks).
export {
  blockRefusal,
  blockRefusalFor,
  blockersBetween,
  isBlockedBy,
  refuseIfBlocked,
  type BlockedAction,
} from './service';
