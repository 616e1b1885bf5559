// What other modules may use of orders: they import from here, never from its files (a lint checks).
export { applyMilestoneStep, contractFacts, lockMilestone, type MilestoneInput } from './contract';
export { deliveriesOf, getOrder, partyOf, timelineOf } from './detail';
export { notifyAll, ringBell, type Notice, type OrderNotice } from './notify';
export {
  acceptDelivery,
  cancelOrder,
  deliver,
  rateBuyer,
  requestRevision,
  sendAnswers,
  sendRequirements,
} from './process';
export { RefusedPayment, refundRefusedPayment, startPayment, syncOrderWithIntent } from './service';
export { applyTransition, lockPartyOrder, type OrderRow } from './transitions';
