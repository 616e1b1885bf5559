import { BadgeCheck, BadgePercent, Gavel, Globe, ShieldCheck, type LucideIcon } from 'lucide-react';

/** `title` and `text` are keys of pages.json. */
export interface Value {
  title: string;
  text: string;
  Icon: LucideIcon;
}

export const VALUES: Value[] = [
  {
    title: 'pages.values.quality',
    text: 'pages.values.qualityText',
    Icon: BadgeCheck,
  },
  { title: 'pages.values.noBid', text: 'pages.values.noBidText', Icon: Gavel },
  { title: 'pages.values.noCharge', text: 'pages.values.noChargeText', Icon: BadgePercent },
  { title: 'pages.values.international', text: 'pages.values.internationalText', Icon: Globe },
];

export const BADGES: Pick<Value, 'title' | 'Icon'>[] = [
  ...VALUES,
  { title: 'pages.values.trusted', Icon: ShieldCheck },
];
