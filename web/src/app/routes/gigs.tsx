import GigsScreen from '@web/features/gigs/GigsScreen';
import FreelancerResults from '@web/features/profiles/FreelancerResults';

export { prefetch } from '@web/features/gigs/GigsScreen';

/** /gigs: the gig search, with the people matching the same words as its second tab. */
export default function GigsRoute() {
  return <GigsScreen freelancers={(query) => <FreelancerResults query={query} />} />;
}
