import { BadgeCheck, BadgePercent, Gavel, Globe, type LucideIcon } from 'lucide-react';

export interface Benefit {
  /** Message keys (landing namespace). */
  title: string;
  text: string;
  Icon: LucideIcon;
}

/** The four promises of the landing page. */
export const BENEFITS: Benefit[] = [
  {
    title: 'landing.benefit.quality.title',
    text: 'landing.benefit.quality.text',
    Icon: BadgeCheck,
  },
  {
    title: 'landing.benefit.noBid.title',
    text: 'landing.benefit.noBid.text',
    Icon: Gavel,
  },
  {
    title: 'landing.benefit.noCharge.title',
    text: 'landing.benefit.noCharge.text',
    Icon: BadgePercent,
  },
  {
    title: 'landing.benefit.international.title',
    text: 'landing.benefit.international.text',
    Icon: Globe,
  },
];
