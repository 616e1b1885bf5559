import { JOB_CATEGORIES } from '@shared/constants';
import type { GigCategory } from '@shared/gig-categories';
import type { AuthUser } from '../../platform/auth';

type JobCategory = (typeof JOB_CATEGORIES)[number];

/**
 * Who does what in the demo: a gig is sold, and a job applied to, only by freelancers of its
 * trade. Each trade is a list of professions, nearest first; a pattern also matches trades the
 * profession list may gain (a writer, a musician…). A trade with nobody in it falls back to
 * `near`, the professions whose work is closest.
 */
interface Trade {
  professions: string[];
  pattern?: RegExp;
  near?: string[];
}

export const GIG_TRADES: Record<GigCategory, Trade> = {
  design: { professions: ['Graphic Designer', 'UI/UX Designer'] },
  web: { professions: ['Web Developer', 'Frontend Developer', 'Fullstack Developer'] },
  animation: { professions: ['Video Editor'], pattern: /anima|motion/i },
  music: { professions: [], pattern: /music|audio|sound|composer/i, near: ['Video Editor'] },
  photography: { professions: [], pattern: /photo/i, near: ['Graphic Designer'] },
  writing: { professions: [], pattern: /writ|translat|copy/i, near: ['Software Engineer'] },
  'digital-marketing': { professions: [], pattern: /market|seo/i, near: ['Data Analyst'] },
  video: { professions: ['Video Editor'], pattern: /video/i },
  programming: {
    professions: [
      'Software Engineer',
      'Backend Developer',
      'Fullstack Developer',
      'Web Developer',
      'Machine Learning Engineer',
      'Artificial Intelligence Engineer',
      'DevOps Engineer',
      'Cloud Engineer',
    ],
  },
};

export const JOB_TRADES: Record<JobCategory, Trade> = {
  'Web Development': { professions: ['Web Developer', 'Frontend Developer', 'Fullstack Developer'] },
  'Technical Writing': { professions: [], pattern: /writ/i, near: ['Software Engineer', 'Backend Developer'] },
  'Mobile Development': { professions: ['Mobile Developer', 'Fullstack Developer'] },
  'UI/UX Design': { professions: ['UI/UX Designer', 'Graphic Designer'] },
  'Graphic Design': { professions: ['Graphic Designer', 'UI/UX Designer'] },
  'Data Science': { professions: ['Data Scientist', 'Machine Learning Engineer', 'Data Analyst'] },
  'Data Analysis': { professions: ['Data Analyst', 'Data Scientist'] },
  'Software Engineering': { professions: ['Software Engineer', 'Backend Developer', 'Fullstack Developer'] },
  'Frontend Development': { professions: ['Frontend Developer', 'Web Developer', 'Fullstack Developer'] },
  'Backend Development': { professions: ['Backend Developer', 'Fullstack Developer', 'Software Engineer'] },
  'Fullstack Development': { professions: ['Fullstack Developer', 'Web Developer', 'Backend Developer'] },
  'DevOps Engineering': { professions: ['DevOps Engineer', 'Cloud Engineer'] },
  'Cloud Engineering': { professions: ['Cloud Engineer', 'DevOps Engineer'] },
  'Network Engineering': { professions: ['Network Engineer', 'Cyber Security Engineer'] },
  'Cyber Security Engineering': { professions: ['Cyber Security Engineer', 'Network Engineer'] },
  'Machine Learning Engineering': {
    professions: ['Machine Learning Engineer', 'Artificial Intelligence Engineer', 'Data Scientist'],
  },
  'Artificial Intelligence Engineering': {
    professions: ['Artificial Intelligence Engineer', 'Machine Learning Engineer'],
  },
  'Video Editing': { professions: ['Video Editor'], pattern: /video|anima/i },
  'Content Writing': { professions: ['Writer'], pattern: /writ|copy/i, near: ['Translator'] },
  Translation: { professions: ['Translator'], pattern: /translat/i, near: ['Writer'] },
  'Digital Marketing': { professions: ['Marketer'], pattern: /market|seo/i, near: ['Data Analyst'] },
  Animation: { professions: ['Video Editor'], pattern: /anima|motion/i },
  'Music & Audio': { professions: ['Musician'], pattern: /music|audio|sound/i, near: ['Video Editor'] },
  Photography: { professions: ['Photographer'], pattern: /photo/i, near: ['Graphic Designer'] },
};

/** The freelancers of a trade (by profession), or those of the nearest professions when it has none. */
export function tradesPeople(trade: Trade | undefined, freelancers: AuthUser[]): AuthUser[] {
  const of = (names: string[], pattern?: RegExp) =>
    freelancers.filter((f) => f.profession && (names.includes(f.profession) || Boolean(pattern?.test(f.profession))));
  const own = of(trade?.professions ?? [], trade?.pattern);
  if (own.length) return own;
  const near = of(trade?.near ?? []);
  return near.length ? near : freelancers;
}

/** A profession's trades among the job categories: where its skills come from. */
export function jobCategoriesOf(profession: string): JobCategory[] {
  return JOB_CATEGORIES.filter(
    (c) => JOB_TRADES[c].professions.includes(profession) || Boolean(JOB_TRADES[c].pattern?.test(profession)),
  );
}

/** Where demo people live and the languages they speak (English is the marketplace's own). */
export const HOMES: { country: string; languages: string[] }[] = [
  { country: 'US', languages: ['English', 'Spanish'] },
  { country: 'US', languages: ['English'] },
  { country: 'GB', languages: ['English', 'French'] },
  { country: 'CA', languages: ['English', 'French'] },
  { country: 'ES', languages: ['Spanish', 'English', 'Catalan'] },
  { country: 'MX', languages: ['Spanish', 'English'] },
  { country: 'BR', languages: ['Portuguese', 'English', 'Spanish'] },
  { country: 'FR', languages: ['French', 'English'] },
  { country: 'DE', languages: ['German', 'English'] },
  { country: 'IT', languages: ['Italian', 'English'] },
  { country: 'PL', languages: ['Polish', 'English', 'German'] },
  { country: 'UA', languages: ['Ukrainian', 'English', 'Polish'] },
  { country: 'IN', languages: ['Hindi', 'English'] },
  { country: 'PH', languages: ['Filipino', 'English'] },
  { country: 'VN', languages: ['Vietnamese', 'English'] },
  { country: 'NG', languages: ['English', 'Yoruba'] },
  { country: 'KE', languages: ['English', 'Swahili'] },
  { country: 'EG', languages: ['Arabic', 'English'] },
];
