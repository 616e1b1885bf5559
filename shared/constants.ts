/** Business constants of SPEC.md section 9, shared by the server, the forms and the screens. */

export const BUDGETS = ['0-50', '50-100', '100-200', '200-300', '300-400', '400-500', '500-1000'] as const;

export const JOB_CATEGORIES = [
  'Web Development',
  'Technical Writing',
  'Mobile Development',
  'UI/UX Design',
  'Graphic Design',
  'Data Science',
  'Data Analysis',
  'Software Engineering',
  'Frontend Development',
  'Backend Development',
  'Fullstack Development',
  'DevOps Engineering',
  'Cloud Engineering',
  'Network Engineering',
  'Cyber Security Engineering',
  'Machine Learning Engineering',
  'Artificial Intelligence Engineering',
  'Video Editing',
  // Beyond SPEC's list: the trades gigs are sold in (shared/taxonomy.ts), so a client can post
  // a job for the same work (a translation, a campaign, a jingle, a photo shoot).
  'Content Writing',
  'Translation',
  'Digital Marketing',
  'Animation',
  'Music & Audio',
  'Photography',
] as const;

export const PROFESSIONS = [
  'Web Developer',
  'Mobile Developer',
  'UI/UX Designer',
  'Graphic Designer',
  'Data Scientist',
  'Data Analyst',
  'Software Engineer',
  'Frontend Developer',
  'Backend Developer',
  'Fullstack Developer',
  'DevOps Engineer',
  'Cloud Engineer',
  'Network Engineer',
  'Cyber Security Engineer',
  'Machine Learning Engineer',
  'Artificial Intelligence Engineer',
  'Video Editor',
  // Beyond SPEC's list: the trades the gig categories sell (writing, translation, marketing,
  // music, photography), so the people who sell them can say what they do.
  'Writer',
  'Translator',
  'Marketer',
  'Musician',
  'Photographer',
] as const;

export const GIG_CATEGORIES = [
  { value: 'design', name: 'Design' },
  { value: 'web', name: 'Web Development' },
  { value: 'animation', name: 'Animation' },
  { value: 'music', name: 'Music' },
  { value: 'photography', name: 'Photography' },
  { value: 'writing', name: 'Writing' },
  { value: 'digital-marketing', name: 'Marketing' },
  { value: 'video', name: 'Video Editing' },
  { value: 'programming', name: 'Programming' },
] as const;

export const LANDING_CATEGORIES = [
  { value: 'development', name: 'Development & IT' },
  { value: 'design', name: 'Graphics & Design' },
  { value: 'digital-marketing', name: 'Digital Marketing' },
  { value: 'writing', name: 'Writing & Translation' },
  { value: 'animation', name: 'Video & Animation' },
  { value: 'music', name: 'Music & Audio' },
] as const;

export const FOOTER_CATEGORIES = [
  { slug: 'design', name: 'Graphics & Design' },
  { slug: 'programming', name: 'Programming & Tech' },
  { slug: 'digitalmarketing', name: 'Digital Marketing' },
  { slug: 'video&animation', name: 'Video & Animation' },
  { slug: 'writingandtranslation', name: 'Writing & Translation' },
] as const;

/**
 * 'Find Jobs' menu: label -> job search term. Each term finds jobs of the categories that
 * exist (JOB_CATEGORIES has no marketing of its own: marketing is asked for in Data Analysis
 * jobs; "digital" and "analytics" also find their neighbours, search/post-query.ts).
 */
export const FIND_JOBS_LINKS = [
  { label: 'Web Development', link: 'web' },
  { label: 'Mobile Development', link: 'mobile' },
  { label: 'Writing', link: 'writing' },
  { label: 'Sales & Marketing', link: 'marketing' },
  { label: 'Graphics & Design', link: 'graphics-design' },
  { label: 'Digital Marketing', link: 'digital-marketing' },
  { label: 'SEO Analytics', link: 'analytics' },
] as const;

/**
 * 'Find Talents' menu: label -> freelancer search term, or a /gigs path (writers and marketers
 * are found through their gigs too, and the gig search offers the people as its second tab).
 * The hyphenated terms are SPEC.md's slugs; TALENT_TERMS says what each of them finds.
 */
export const FIND_TALENT_LINKS = [
  { label: 'Hire Web Developers', link: 'web developer' },
  { label: 'Hire Mobile Developers', link: 'mobile developer' },
  { label: 'Hire Designers', link: 'design' },
  { label: 'Hire Writers', link: '/gigs?category=writing' },
  { label: 'Hire Sales & Marketing', link: '/gigs?search=ads' },
  { label: 'Hire Admin Support', link: 'admin-support' },
  { label: 'Hire Graphic Designers', link: 'graphics-design' },
  { label: 'Hire Digital Marketers', link: '/gigs?category=digital-marketing' },
  { label: 'Hire SEO Experts', link: 'seo-analytics' },
  { label: 'Game Developers', link: 'game-developers' },
] as const;

/**
 * A menu slug names a trade, not loose words: "game-developers" lists people who make games,
 * never every developer, and "admin-support" assistants, not whoever has "support" somewhere.
 * Each slug is a list of groups; a freelancer's profession or skills must hold a word of every
 * group (as a prefix: "develop" finds Developer and Development). Typed text is searched as typed.
 */
export const TALENT_TERMS: Record<string, { title: string; words: string[][] }> = {
  'admin-support': { title: 'Admin Support', words: [['admin', 'assistant', 'secretary', 'clerical', 'receptionist']] },
  'game-developers': { title: 'Game Developers', words: [['game', 'gaming', 'unity', 'unreal', 'godot']] },
  'graphics-design': { title: 'Graphic Designers', words: [['graphic', 'logo', 'illustrat', 'branding']] },
  'seo-analytics': { title: 'SEO Experts', words: [['seo', 'analytics']] },
};

/** Toast durations of SPEC.md section 9, in milliseconds. */
export const TOAST_MS = {
  default: 5000,
  loginSuccess: 1000,
  loginError: 2000,
  registered: 2000,
  loggedOut: 2000,
  contact: 2000,
  short: 2000,
} as const;

export const VERIFIED_PROJECTS = 3;
export const MAX_GIG_FEATURES = 4;
export const LAST_MESSAGE_PREVIEW = 100;

/** Bare lists that page (SPEC.md answers them as the body itself) carry the next cursor in this header. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * GET /gigs' first page says how many gigs match in this header: a number, or `50+` when
 * there are more (counting every match of a broad word would read them all).
 */
export const RESULT_COUNT_HEADER = 'x-result-count';

/** Gigs per page of GET /gigs as the gig list asks for them. */
export const GIG_PAGE_SIZE = 12;

/** Posts per page of the cursor-paged post lists as the web app asks for them. */
export const POST_PAGE_SIZE = 10;
