// What other modules may use of offers: they import from here, never from its files (a lint checks).
export { offerStatusAt } from './expiry';
export { mailHiringNotices, ringBells, type HiringNotice } from './notify';
export { orderOffer, refuseOfferPayment } from './payment';
export { readDealStanding } from './standing';
