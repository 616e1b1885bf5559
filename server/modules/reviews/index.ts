// What other modules may use of reviews: they import from here, never from its files (a lint checks).
export { receivedReviewSummary } from './received';
export { addReview, listReviews } from './service';
