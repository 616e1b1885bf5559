import { BadgeCheck, BadgePercent, Gavel, Globe, ShieldCheck, type LucideIcon } from 'lucide-react';

export interface Value {
  title: string;
  text: string;
  Icon: LucideIcon;
}

export const VALUES: Value[] = [
  {
    title: 'Quality Job',
    text: 'Jobs come from real clients with a clear brief and an honest budget.',
    Icon: BadgeCheck,
  },
  { title: 'No Bid', text: 'Freelancers apply with a cover letter. No auctions, no credits to buy.', Icon: Gavel },
  { title: 'No Extra Charge', text: 'No fees and no commission, for clients or for freelancers.', Icon: BadgePercent },
  { title: 'International', text: 'Talent and clients from every country, in one marketplace.', Icon: Globe },
];

export const BADGES: Pick<Value, 'title' | 'Icon'>[] = [...VALUES, { title: '100% Trusted', Icon: ShieldCheck }];
