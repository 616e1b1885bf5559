import {
  type FIND_JOBS_LINKS,
  type FOOTER_CATEGORIES,
  type GIG_CATEGORIES,
  type JOB_CATEGORIES,
  type LANDING_CATEGORIES,
  type PROFESSIONS,
} from './constants';

type GigCategory = (typeof GIG_CATEGORIES)[number]['value'];
type JobCategory = (typeof JOB_CATEGORIES)[number];
type Profession = (typeof PROFESSIONS)[number];

interface Trade {
  name: string;
  gigCategories: readonly GigCategory[];
  jobCategories: readonly JobCategory[];
  professions: readonly Profession[];
}

/**
 * The marketplace's one taxonomy: the trades people buy and sell. Every list a person picks
 * from or follows (gig categories, job categories, professions, the landing cards, the footer
 * links, the 'Find Jobs' menu) keeps SPEC's own words and slugs and says which trade each
 * entry is; what a landing card or footer link shows is its trade's gig categories, and a job
 * post's categories are offered grouped by trade. A unit test keeps every entry in exactly one
 * trade and every trade reachable from the gigs, the jobs and the professions alike.
 */
export const TRADES = {
  development: {
    name: 'Development & IT',
    gigCategories: ['web', 'programming'],
    jobCategories: [
      'Web Development',
      'Mobile Development',
      'Software Engineering',
      'Frontend Development',
      'Backend Development',
      'Fullstack Development',
      'DevOps Engineering',
      'Cloud Engineering',
      'Network Engineering',
      'Cyber Security Engineering',
      'Data Science',
      'Data Analysis',
      'Machine Learning Engineering',
      'Artificial Intelligence Engineering',
    ],
    professions: [
      'Web Developer',
      'Mobile Developer',
      'Software Engineer',
      'Frontend Developer',
      'Backend Developer',
      'Fullstack Developer',
      'DevOps Engineer',
      'Cloud Engineer',
      'Network Engineer',
      'Cyber Security Engineer',
      'Data Scientist',
      'Data Analyst',
      'Machine Learning Engineer',
      'Artificial Intelligence Engineer',
    ],
  },
  design: {
    name: 'Graphics & Design',
    gigCategories: ['design'],
    jobCategories: ['UI/UX Design', 'Graphic Design'],
    professions: ['UI/UX Designer', 'Graphic Designer'],
  },
  marketing: {
    name: 'Digital Marketing',
    gigCategories: ['digital-marketing'],
    jobCategories: ['Digital Marketing'],
    professions: ['Marketer'],
  },
  writing: {
    name: 'Writing & Translation',
    gigCategories: ['writing'],
    jobCategories: ['Technical Writing', 'Content Writing', 'Translation'],
    professions: ['Writer', 'Translator'],
  },
  video: {
    name: 'Video & Animation',
    gigCategories: ['video', 'animation'],
    jobCategories: ['Video Editing', 'Animation'],
    professions: ['Video Editor'],
  },
  music: {
    name: 'Music & Audio',
    gigCategories: ['music'],
    jobCategories: ['Music & Audio'],
    professions: ['Musician'],
  },
  photography: {
    name: 'Photography',
    gigCategories: ['photography'],
    jobCategories: ['Photography'],
    professions: ['Photographer'],
  },
} as const satisfies Record<string, Trade>;

export type TradeId = keyof typeof TRADES;
export const TRADE_IDS = Object.keys(TRADES) as TradeId[];

/** Which trade each landing card, footer link and 'Find Jobs' entry names (by its SPEC slug or label). */
export const LANDING_TRADES: Record<(typeof LANDING_CATEGORIES)[number]['value'], TradeId> = {
  development: 'development',
  design: 'design',
  'digital-marketing': 'marketing',
  writing: 'writing',
  animation: 'video',
  music: 'music',
};
export const FOOTER_TRADES: Record<(typeof FOOTER_CATEGORIES)[number]['slug'], TradeId> = {
  design: 'design',
  programming: 'development',
  digitalmarketing: 'marketing',
  'video&animation': 'video',
  writingandtranslation: 'writing',
};
export const FIND_JOBS_TRADES: Record<(typeof FIND_JOBS_LINKS)[number]['link'], TradeId> = {
  web: 'development',
  mobile: 'development',
  writing: 'writing',
  marketing: 'marketing',
  'graphics-design': 'design',
  'digital-marketing': 'marketing',
  analytics: 'marketing',
};

const tradeOf = <K extends 'gigCategories' | 'jobCategories' | 'professions'>(list: K, entry: string) =>
  TRADE_IDS.find((id) => (TRADES[id][list] as readonly string[]).includes(entry));

export const tradeOfGigCategory = (category: string) => tradeOf('gigCategories', category);
export const tradeOfJobCategory = (category: string) => tradeOf('jobCategories', category);
export const tradeOfProfession = (profession: string) => tradeOf('professions', profession);

/** The job categories in the taxonomy's order, under their trade's name (a form's option groups). */
export const JOB_CATEGORY_GROUPS = TRADE_IDS.map((id) => ({
  trade: id,
  name: TRADES[id].name,
  categories: TRADES[id].jobCategories as readonly JobCategory[],
}));
