/** The card rating: the rounded mean of the stars, 0 while nobody has rated. */
export function gigRating(gig: { totalStars: number; starNumber: number }): number {
  return gig.starNumber > 0 ? Math.round(gig.totalStars / gig.starNumber) : 0;
}
