import { BadgeCheck, BadgePercent, Gavel, Globe, type LucideIcon } from 'lucide-react';

export interface Benefit {
  title: string;
  text: string;
  Icon: LucideIcon;
}

/** The four promises of the landing page. */
export const BENEFITS: Benefit[] = [
  {
    title: 'Quality Job',
    text: 'Every job is posted by a real client with a clear brief and budget, so you spend your time on work worth doing.',
    Icon: BadgeCheck,
  },
  {
    title: 'No Bid',
    text: 'No bidding wars and no buying credits to apply. Send your cover letter and let your skills speak.',
    Icon: Gavel,
  },
  {
    title: 'No Extra Charge',
    text: 'No fees and no commission on your earnings. What the client pays for the job is what you keep.',
    Icon: BadgePercent,
  },
  {
    title: 'International',
    text: 'Clients and freelancers from around the world meet here. Work with anyone, from anywhere.',
    Icon: Globe,
  },
];
