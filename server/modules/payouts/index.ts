// What other modules may use of payouts: they import from here, never from its files (a lint checks).
export { balancesOf, recordCharge, recordRefund, recordRelease } from './ledger';
export { recordMilestoneCharge, recordMilestoneRefund, recordMilestoneRelease } from './milestone-ledger';
export { canBeBought } from './payout-account';
export { CONNECT_EVENTS, applyConnectEvent } from './stripe-events';
export { queueTransfer, sendQueuedTransfers } from './transfers';
