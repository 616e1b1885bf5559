import type { GigCategory } from '@shared/gig-categories';

interface GigIdea {
  title: string;
  serviceTitle: string;
}

/** What sellers offer in each gig category, with the features buyers compare. */
export const GIG_IDEAS: Record<
  GigCategory,
  { ideas: GigIdea[]; features: string[]; pitch: string; price: [number, number] }
> = {
  design: {
    ideas: [
      { title: 'I will design a modern minimalist logo for your brand', serviceTitle: 'Minimalist logo design' },
      { title: 'I will create a complete brand identity kit', serviceTitle: 'Brand identity kit' },
      { title: 'I will design eye-catching social media posts', serviceTitle: 'Social media post design' },
      { title: 'I will design your business card and stationery', serviceTitle: 'Business card design' },
      { title: 'I will design a professional pitch deck', serviceTitle: 'Pitch deck design' },
      { title: 'I will redesign your mobile app screens in Figma', serviceTitle: 'App UI redesign' },
      { title: 'I will illustrate a custom book cover', serviceTitle: 'Book cover illustration' },
    ],
    features: [
      'Source files included',
      '3 initial concepts',
      'Print-ready PDF',
      'Transparent PNG',
      'Brand colour palette',
      'Commercial use',
    ],
    pitch:
      'Clean, memorable design that fits your audience. I start with a short questionnaire, share concepts early and refine until it feels right.',
    price: [25, 400],
  },
  web: {
    ideas: [
      { title: 'I will build a responsive WordPress website', serviceTitle: 'WordPress website' },
      { title: 'I will create a fast landing page with React', serviceTitle: 'React landing page' },
      { title: 'I will set up your Shopify store', serviceTitle: 'Shopify store setup' },
      { title: 'I will fix bugs and speed up your website', serviceTitle: 'Website fixes and speed-up' },
      { title: 'I will convert your Figma design to HTML and Tailwind', serviceTitle: 'Figma to HTML' },
      { title: 'I will add online booking to your website', serviceTitle: 'Online booking setup' },
      { title: 'I will build a Webflow site for your startup', serviceTitle: 'Webflow website' },
    ],
    features: [
      'Responsive design',
      'Contact form',
      'Basic SEO setup',
      'Speed optimisation',
      'CMS training video',
      '30 days of support',
    ],
    pitch:
      'A website that loads fast, works on every phone and is easy for you to update. You get a staging link from day one so you can follow progress.',
    price: [60, 1200],
  },
  animation: {
    ideas: [
      { title: 'I will create an animated explainer video', serviceTitle: 'Explainer video' },
      { title: 'I will animate your logo with sound', serviceTitle: 'Logo animation' },
      { title: 'I will make a 2D character animation', serviceTitle: '2D character animation' },
      { title: 'I will design motion graphics for your ads', serviceTitle: 'Motion graphics for ads' },
      { title: 'I will create Lottie animations for your app', serviceTitle: 'Lottie app animations' },
      { title: 'I will produce a whiteboard animation', serviceTitle: 'Whiteboard animation' },
    ],
    features: [
      'Script help',
      'Voice-over sync',
      'Background music',
      'Full HD export',
      'Source project file',
      'Subtitles',
    ],
    pitch:
      'Smooth, on-brand animation that explains your idea in seconds. Storyboard first, then animation, so there are no surprises.',
    price: [40, 800],
  },
  music: {
    ideas: [
      { title: 'I will mix and master your song', serviceTitle: 'Mixing and mastering' },
      { title: 'I will compose royalty-free music for your video', serviceTitle: 'Custom background music' },
      { title: 'I will produce a podcast intro jingle', serviceTitle: 'Podcast intro jingle' },
      { title: 'I will record professional acoustic guitar', serviceTitle: 'Session guitar recording' },
      { title: 'I will edit and clean up your podcast audio', serviceTitle: 'Podcast audio editing' },
      { title: 'I will write a catchy jingle for your brand', serviceTitle: 'Brand jingle' },
    ],
    features: [
      'WAV and MP3 files',
      'Commercial licence',
      'Stems included',
      'Noise removal',
      'Two revisions',
      'Loudness for streaming',
    ],
    pitch:
      'Studio-quality sound from a professional setup. Send me your reference tracks and I will match the mood you are after.',
    price: [30, 500],
  },
  photography: {
    ideas: [
      { title: 'I will retouch your product photos for e-commerce', serviceTitle: 'Product photo retouching' },
      { title: 'I will remove backgrounds from 50 images', serviceTitle: 'Background removal' },
      { title: 'I will edit your wedding photos in Lightroom', serviceTitle: 'Wedding photo editing' },
      { title: 'I will shoot lifestyle photos of your product', serviceTitle: 'Lifestyle product shoot' },
      { title: 'I will retouch professional headshots', serviceTitle: 'Headshot retouching' },
      { title: 'I will restore and colourise old photos', serviceTitle: 'Photo restoration' },
    ],
    features: [
      'High-resolution files',
      'Colour correction',
      'White background',
      'Web-optimised copies',
      'Fast delivery',
      'Unlimited images per batch',
    ],
    pitch: 'Consistent, natural edits that make your pictures sell. I follow your style guide or help you create one.',
    price: [15, 350],
  },
  writing: {
    ideas: [
      { title: 'I will write SEO blog posts for your website', serviceTitle: 'SEO blog posts' },
      { title: 'I will write compelling website copy', serviceTitle: 'Website copywriting' },
      { title: 'I will proofread and edit your English text', serviceTitle: 'Proofreading and editing' },
      { title: 'I will translate English to Spanish and French', serviceTitle: 'English translation' },
      { title: 'I will write product descriptions that sell', serviceTitle: 'Product descriptions' },
      { title: 'I will write a professional resume and cover letter', serviceTitle: 'Resume writing' },
      { title: 'I will ghostwrite your LinkedIn posts', serviceTitle: 'LinkedIn ghostwriting' },
    ],
    features: [
      'Keyword research',
      'Plagiarism check',
      'Native English',
      'Meta descriptions',
      'Two revisions',
      'Google Docs delivery',
    ],
    pitch:
      'Clear, well-researched writing in your voice. I read your existing material first so everything sounds like you.',
    price: [20, 300],
  },
  'digital-marketing': {
    ideas: [
      { title: 'I will set up and manage your Google Ads campaign', serviceTitle: 'Google Ads management' },
      { title: 'I will grow your Instagram organically', serviceTitle: 'Instagram growth' },
      { title: 'I will do a complete SEO audit of your site', serviceTitle: 'SEO audit' },
      { title: 'I will set up e-mail marketing in Mailchimp', serviceTitle: 'E-mail marketing setup' },
      { title: 'I will run Facebook and Instagram ads', serviceTitle: 'Meta ads campaign' },
      { title: 'I will create a content calendar for your brand', serviceTitle: 'Content calendar' },
      { title: 'I will set up Google Analytics 4 and conversion tracking', serviceTitle: 'Analytics setup' },
    ],
    features: [
      'Competitor analysis',
      'Monthly report',
      'Audience research',
      'Ad copy included',
      'Conversion tracking',
      'Strategy call',
    ],
    pitch:
      'Marketing that is measured in customers, not likes. Every campaign starts with clear goals and ends with a report you can read in five minutes.',
    price: [50, 900],
  },
  video: {
    ideas: [
      { title: 'I will edit your YouTube videos professionally', serviceTitle: 'YouTube video editing' },
      { title: 'I will edit short-form videos for TikTok and Reels', serviceTitle: 'Short-form video editing' },
      { title: 'I will colour grade your footage', serviceTitle: 'Colour grading' },
      { title: 'I will create a promo video for your business', serviceTitle: 'Business promo video' },
      { title: 'I will add subtitles and captions to your videos', serviceTitle: 'Subtitles and captions' },
      { title: 'I will edit your wedding film', serviceTitle: 'Wedding film editing' },
    ],
    features: ['Colour grading', 'Sound design', 'Captions', '4K export', 'Royalty-free music', 'Thumbnail design'],
    pitch:
      'Tight, engaging edits that keep viewers watching. Send me your raw footage and a reference video; I take care of the rest.',
    price: [35, 700],
  },
  programming: {
    ideas: [
      { title: 'I will build a Python automation script', serviceTitle: 'Python automation' },
      { title: 'I will develop a REST API with Node.js', serviceTitle: 'Node.js REST API' },
      { title: 'I will build a Chrome extension', serviceTitle: 'Chrome extension' },
      { title: 'I will scrape and clean web data for you', serviceTitle: 'Web scraping' },
      { title: 'I will build a Discord or Telegram bot', serviceTitle: 'Chat bot development' },
      { title: 'I will set up Docker and CI for your project', serviceTitle: 'Docker and CI setup' },
      { title: 'I will fix bugs in your JavaScript or TypeScript code', serviceTitle: 'Bug fixing' },
    ],
    features: [
      'Clean documented code',
      'Unit tests',
      'Deployment help',
      'Source code',
      'One week of support',
      'Code walkthrough call',
    ],
    pitch:
      'Reliable code that does what you need and that another developer can pick up later. Tests and a short README come with every delivery.',
    price: [40, 1000],
  },
};

export const REVIEW_TEXTS: { star: number; desc: string }[] = [
  { star: 5, desc: 'Excellent work, delivered a day early and exactly what I asked for.' },
  { star: 5, desc: 'Great communication throughout. I will definitely order again.' },
  { star: 5, desc: 'Understood the brief immediately and the result exceeded my expectations.' },
  { star: 4, desc: 'Very good quality. One revision was needed, handled quickly and politely.' },
  { star: 5, desc: 'Professional, patient and fast. Highly recommended.' },
  { star: 4, desc: 'Solid work for the price. Delivery took a little longer than planned.' },
  { star: 5, desc: 'Second time working together and it was just as smooth as the first.' },
  { star: 3, desc: 'The result is fine, but I had to explain the requirements twice.' },
  { star: 5, desc: 'Made the whole process easy. Clear questions at the start saved us a lot of time.' },
  { star: 4, desc: 'Good result and helpful suggestions I had not thought of.' },
];

/** What buyers send when the order starts; {topic} is the gig's service. */
export const REQUIREMENTS: string[] = [
  'Hi! About "{topic}": our audience is small business owners, the tone should be friendly but professional. I attached our current material in the chat.',
  'Here is what I need for "{topic}": a first version within the delivery time, our brand colours are navy and coral, and please keep it simple.',
  'Thanks for taking this on. This is for our relaunch next month; the main goal is more sign-ups. Happy to answer any questions.',
  'Please start on "{topic}" for our online shop. We sell handmade ceramics; examples of what we like are in the brief I sent.',
];

export const DELIVERY_NOTES: string[] = [
  'Here is the delivery. I followed your brief closely; let me know what you think.',
  'All done! The files are attached. Happy to adjust anything that does not feel right.',
  'Delivered ahead of schedule. I included a short note on the choices I made.',
  'Here is the updated version with the changes you asked for.',
];

export const REVISION_REQUESTS: string[] = [
  'Looks great overall. Could you make the headline stand out more and tighten the ending?',
  'Very close! Please try a lighter colour for the background and fix the small typo in section two.',
  'Thanks! Could we see one alternative with a warmer tone before I accept?',
];

/** What sellers say about their buyers once an order is completed. */
export const BUYER_RATINGS: { star: number; desc: string }[] = [
  { star: 5, desc: 'Clear requirements and quick answers. A pleasure to work with.' },
  { star: 5, desc: 'Knew exactly what they wanted and gave helpful feedback.' },
  { star: 4, desc: 'Friendly buyer; the brief needed a little clarification at the start.' },
];
