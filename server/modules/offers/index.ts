// What other modules may use of offers: they import from here, never from its files (a lint checks).
export { offerStatusAt } from './expiry';
export { mailHiringNotices, ringBells, type HiringNotice } from './notify';
export { orderOffer, refuseOfferPayment, startOfferPayment } from './payment';
export { actOnOffer, createOffer } from './service';
export { readDealStanding } from './standing';
