// What other modules may use of milestones: they import from here, never from its files (a lint checks).
export { resumeSubmissionClocks, settleDisputedMilestone } from './dispute';
export { milestonePaymentOf, startMilestoneFunding, syncMilestonePayment } from './funding';
export { milestoneStep } from './service';
