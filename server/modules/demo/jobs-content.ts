import type { JOB_CATEGORIES } from '@shared/constants';

type JobCategory = (typeof JOB_CATEGORIES)[number];

/**
 * Job titles per category, as clients write them on a job board. `{biz}` is replaced
 * by a kind of business, so the same kind of job reads differently across clients.
 */
export const JOB_TITLES: Record<JobCategory, { titles: string[]; tasks: string[]; tags: string[] }> = {
  'Web Development': {
    titles: [
      'Website redesign for our {biz}',
      'Build a booking website for a {biz}',
      'Fix slow page loads on our WordPress site',
      'Landing page for a product launch',
      'Online shop with Shopify for a {biz}',
    ],
    tasks: [
      'Rebuild the main pages from our Figma file',
      'Set up online booking and confirmation e-mails',
      'Make every page fast and usable on phones',
      'Connect the contact form to our CRM',
    ],
    tags: ['wordpress', 'html', 'css', 'shopify', 'seo'],
  },
  'Technical Writing': {
    titles: [
      'API documentation for our developer portal',
      'User guide for a {biz} management app',
      'Rewrite our onboarding docs',
      'Write release notes and a changelog process',
    ],
    tasks: [
      'Document about 40 REST endpoints with examples',
      'Write step-by-step guides with screenshots',
      'Keep a consistent tone and glossary',
      'Review drafts with our engineers once a week',
    ],
    tags: ['documentation', 'api', 'markdown', 'docs-as-code'],
  },
  'Mobile Development': {
    titles: [
      'React Native app for a {biz}',
      'Add push notifications to our iOS and Android app',
      'Flutter developer for a loyalty app',
      'Fix crashes in our Android app',
    ],
    tasks: [
      'Build the screens from our existing designs',
      'Integrate our REST API and sign-in',
      'Publish to the App Store and Google Play',
      'Write tests for the critical flows',
    ],
    tags: ['react-native', 'flutter', 'ios', 'android'],
  },
  'UI/UX Design': {
    titles: [
      'UX audit of our checkout flow',
      'Design a mobile app for a {biz}',
      'Dashboard redesign for a SaaS product',
      'Wireframes and prototype for a new feature',
    ],
    tasks: [
      'Interview five of our customers',
      'Deliver wireframes, then high-fidelity screens in Figma',
      'Build a clickable prototype for testing',
      'Hand over a small component library',
    ],
    tags: ['figma', 'ux', 'prototyping', 'user-research'],
  },
  'Graphic Design': {
    titles: [
      'Logo and brand identity for a {biz}',
      'Social media templates for our Instagram',
      'Packaging design for a new product line',
      'Pitch deck design for our seed round',
    ],
    tasks: [
      'Present three initial concepts',
      'Deliver files in vector and web formats',
      'Write a one-page brand guide',
      'Two rounds of revisions included',
    ],
    tags: ['branding', 'illustrator', 'logo', 'canva'],
  },
  'Data Science': {
    titles: [
      'Customer churn model for a subscription {biz}',
      'Demand forecasting for our stores',
      'Recommendation engine prototype',
      'A/B test analysis and experiment design',
    ],
    tasks: [
      'Explore and clean two years of data',
      'Build and validate a baseline model',
      'Explain the results to a non-technical team',
      'Hand over a reproducible notebook',
    ],
    tags: ['python', 'pandas', 'scikit-learn', 'statistics'],
  },
  'Data Analysis': {
    titles: [
      'Sales dashboard in Power BI',
      'Clean and analyse our customer survey',
      'Monthly KPI report automation for a {biz}',
      'Google Sheets expert to tidy our reporting',
    ],
    tasks: [
      'Connect our sales and marketing data',
      'Build a dashboard the team can filter',
      'Automate the monthly report',
      'Document where every number comes from',
    ],
    tags: ['excel', 'power-bi', 'sql', 'google-sheets'],
  },
  'Software Engineering': {
    titles: [
      'Senior engineer to review our architecture',
      'Migrate a legacy PHP system to a modern stack',
      'Build an internal tool for a {biz}',
      'Integrate Stripe billing into our platform',
    ],
    tasks: [
      'Review the current codebase and write a plan',
      'Implement the changes in small pull requests',
      'Add automated tests as you go',
      'Pair with our junior developer weekly',
    ],
    tags: ['typescript', 'architecture', 'testing', 'code-review'],
  },
  'Frontend Development': {
    titles: [
      'React developer for a customer portal',
      'Convert Figma designs to a Next.js site',
      'Improve accessibility of our web app',
      'Vue.js developer for a {biz} booking widget',
    ],
    tasks: [
      'Build responsive pages from the designs',
      'Reach WCAG AA on the main flows',
      'Keep the bundle small and fast',
      'Write component tests',
    ],
    tags: ['react', 'typescript', 'tailwind', 'accessibility'],
  },
  'Backend Development': {
    titles: [
      'Node.js API for a {biz} app',
      'Speed up slow PostgreSQL queries',
      'Build a webhook integration with our ERP',
      'Django developer for an internal API',
    ],
    tasks: [
      'Design the endpoints and the data model',
      'Write the API with validation and tests',
      'Set up background jobs for e-mails',
      'Document the API in OpenAPI',
    ],
    tags: ['node.js', 'postgresql', 'rest-api', 'python'],
  },
  'Fullstack Development': {
    titles: [
      'MVP for a marketplace connecting {biz} owners',
      'Full-stack developer for a client portal',
      'Add user accounts and payments to our app',
      'Rebuild our admin panel',
    ],
    tasks: [
      'Build the web app and its API',
      'Add sign-up, sign-in and roles',
      'Deploy to our cloud account',
      'Hand over with a short video walkthrough',
    ],
    tags: ['react', 'node.js', 'postgresql', 'mvp'],
  },
  'DevOps Engineering': {
    titles: [
      'Set up CI/CD with GitHub Actions',
      'Dockerize our application stack',
      'Kubernetes cluster review and hardening',
      'Monitoring and alerting for our services',
    ],
    tasks: [
      'Automate tests and deploys on every merge',
      'Write Dockerfiles and compose files',
      'Set up dashboards and on-call alerts',
      'Document the runbook',
    ],
    tags: ['docker', 'kubernetes', 'ci-cd', 'terraform'],
  },
  'Cloud Engineering': {
    titles: [
      'Move our servers to AWS',
      'Cut our cloud bill without losing performance',
      'Set up backups and disaster recovery',
      'Azure setup for a {biz} with three offices',
    ],
    tasks: [
      'Review the current setup and costs',
      'Write the infrastructure as code',
      'Set up backups and test a restore',
      'Train our team on the new setup',
    ],
    tags: ['aws', 'azure', 'terraform', 'cost-optimization'],
  },
  'Network Engineering': {
    titles: [
      'Office network setup for a {biz}',
      'VPN between our two offices',
      'Wi-Fi coverage survey and upgrade',
      'Firewall configuration review',
    ],
    tasks: [
      'Survey the current network',
      'Configure routers, switches and access points',
      'Separate guest and staff networks',
      'Leave a diagram and the passwords in our vault',
    ],
    tags: ['networking', 'vpn', 'cisco', 'wifi'],
  },
  'Cyber Security Engineering': {
    titles: [
      'Penetration test of our web application',
      'Security review before our SOC 2 audit',
      'Phishing awareness training for staff',
      'Harden our Microsoft 365 tenant',
    ],
    tasks: [
      'Test the app against the OWASP Top 10',
      'Write a report ranked by risk',
      'Retest after we fix the findings',
      'Suggest a plan for the next six months',
    ],
    tags: ['pentest', 'owasp', 'soc2', 'security'],
  },
  'Machine Learning Engineering': {
    titles: [
      'Deploy our ML model as an API',
      'Image classification for a {biz}',
      'Fine-tune a model on our support tickets',
      'MLOps pipeline for retraining',
    ],
    tasks: [
      'Package the model and serve it',
      'Measure accuracy on our own data',
      'Automate retraining each month',
      'Monitor drift in production',
    ],
    tags: ['pytorch', 'mlops', 'python', 'computer-vision'],
  },
  'Artificial Intelligence Engineering': {
    titles: [
      'AI chatbot for our customer support',
      'Document search with an LLM for a {biz}',
      'Automate invoice processing with AI',
      'Prototype an AI writing assistant',
    ],
    tasks: [
      'Connect the assistant to our knowledge base',
      'Keep answers grounded with citations',
      'Build a simple admin to review answers',
      'Measure quality on real questions',
    ],
    tags: ['llm', 'rag', 'openai', 'chatbot'],
  },
  'Video Editing': {
    titles: [
      'Edit a 10-minute YouTube video every week',
      'Promo video for a {biz}',
      'Short-form clips for TikTok and Reels',
      'Edit interviews into a customer story',
    ],
    tasks: [
      'Cut the raw footage into a tight story',
      'Add captions, music and our branding',
      'Deliver in 16:9 and 9:16',
      'Turn around each video within four days',
    ],
    tags: ['premiere-pro', 'after-effects', 'youtube', 'reels'],
  },
  'Content Writing': {
    titles: [
      'Blog articles for a {biz}, four a month',
      'Rewrite the pages of our website',
      'Newsletter writer for a {biz}',
      'Product descriptions for our online shop',
    ],
    tasks: [
      'Write articles of about 1,200 words from our outlines',
      'Keep our friendly, plain tone of voice',
      'Suggest titles and meta descriptions for search',
      'Deliver drafts in Google Docs for comments',
    ],
    tags: ['copywriting', 'blog', 'seo', 'content'],
  },
  Translation: {
    titles: [
      'Translate our website from English into Spanish',
      'German translation of a {biz} brochure',
      'Localise our app into French and Italian',
      'Proofread a Portuguese translation of our terms',
    ],
    tasks: [
      'Translate about 8,000 words with our glossary',
      'Keep the formatting of every file as it is',
      'Mark anything that does not work in the other language',
      'Answer questions from our team within a day',
    ],
    tags: ['translation', 'localization', 'spanish', 'german', 'french'],
  },
  'Digital Marketing': {
    titles: [
      'Run our Google Ads for a {biz}',
      'Social media plan and posts for a {biz}',
      'SEO audit and fixes for our website',
      'E-mail campaign for a product launch',
    ],
    tasks: [
      'Set up campaigns with a monthly budget we agree',
      'Report clicks, leads and costs every week',
      'Plan a month of posts for Instagram and LinkedIn',
      'Fix the search problems the audit finds',
    ],
    tags: ['google-ads', 'seo', 'social-media', 'email-marketing'],
  },
  Animation: {
    titles: [
      'Explainer animation for a {biz}',
      'Animated logo for our new brand',
      'Motion graphics for a product video',
      'Short character animation for social media',
    ],
    tasks: [
      'Storyboard a 60-second explainer from our script',
      'Animate our logo in two lengths',
      'Match the colours and fonts of our brand',
      'Deliver files for web and social media',
    ],
    tags: ['after-effects', 'motion-graphics', '2d-animation', 'explainer'],
  },
  'Music & Audio': {
    titles: [
      'Jingle for a {biz} radio spot',
      'Mix and master a five-song EP',
      'Background music for our podcast',
      'Voice-over recording for a product video',
    ],
    tasks: [
      'Compose a 30-second jingle in two versions',
      'Mix and master each track for streaming',
      'Clean up noise in our interview recordings',
      'Deliver WAV and MP3 files',
    ],
    tags: ['music-production', 'mixing', 'podcast', 'voice-over'],
  },
  Photography: {
    titles: [
      'Product photos for our online shop',
      'Photo shoot for a {biz}',
      'Headshots for our team of twelve',
      'Retouch 200 product photos on white',
    ],
    tasks: [
      'Photograph about 40 products on a white background',
      'Shoot the space and the team in natural light',
      'Retouch and colour-correct every picture',
      'Deliver web and print sizes',
    ],
    tags: ['product-photography', 'retouching', 'lightroom', 'headshots'],
  },
};

export const BUSINESSES = [
  'yoga studio',
  'dental clinic',
  'coffee roastery',
  'law firm',
  'bike repair shop',
  'bakery',
  'language school',
  'real estate agency',
  'veterinary clinic',
  'craft brewery',
  'fitness club',
  'architecture studio',
  'florist',
  'accounting firm',
  'boutique hotel',
  'music school',
  'co-working space',
  'pet grooming salon',
];

const OPENINGS = [
  'We are {company}, a small team running a {biz}.',
  'I run a {biz} and we are growing faster than our tools.',
  'At {company} we help customers every day and need a hand from an expert.',
  '{company} is looking for a freelancer for a well-defined project.',
];

const CLOSINGS = [
  'Please tell us about a similar project you delivered and how long this would take you.',
  'When you apply, share one example of your work and your availability for the next weeks.',
  'We answer every application within two days. Fixed budget; milestones are fine.',
  'Ideally you can start next week. Please mention your time zone.',
];

const lower = (task: string) => task.charAt(0).toLowerCase() + task.slice(1);

/**
 * A job description like a client would post it: a paragraph that says who they are, what they
 * need and how to apply (what a job card's three-line preview shows, whole sentences only), then
 * the details as a list.
 */
export function jobDescription(
  pick: <T>(list: readonly T[]) => T,
  category: JobCategory,
  company: string,
  biz: string,
): string {
  const { tasks } = JOB_TITLES[category];
  const fill = (s: string) => s.replaceAll('{company}', company).replaceAll('{biz}', biz);
  const summary = `In short, we need someone to ${lower(tasks[0]!)} and to ${lower(tasks[1]!)}.`;
  return [
    `${fill(pick(OPENINGS))} ${summary} ${pick(CLOSINGS)}`,
    `The work in detail:\n${tasks.map((t) => `- ${t}`).join('\n')}`,
  ].join('\n\n');
}
