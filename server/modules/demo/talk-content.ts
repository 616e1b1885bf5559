/** Cover letters and conversations, written the way people on a job board write them. */

const LETTER_OPENINGS = [
  'Hi, I read your post carefully and this is exactly the kind of project I enjoy.',
  'Hello! Your project caught my eye because I finished something very similar last month.',
  'Hi there, I would love to help with this.',
  'Good day, I am a {profession} with {years} years of experience and I can start this week.',
];

const LETTER_MIDDLES = [
  'I have worked as a {profession} for {years} years, mostly with small businesses, and I know how important it is to keep things simple and on budget.',
  'In my last project I delivered the first milestone in five days and the client has kept me on for follow-up work.',
  'I usually start with a short call to agree on priorities, then share progress every two or three days so there are no surprises.',
  'I attached a one-page summary of my experience with two relevant examples.',
];

const LETTER_CLOSINGS = [
  'Happy to answer any questions. Thanks for considering me!',
  'I am available for a quick call whenever suits you.',
  'Looking forward to hearing from you.',
  'Thanks, and have a great day.',
];

export function coverLetter(pick: <T>(list: readonly T[]) => T, profession: string, years: number): string {
  const fill = (s: string) =>
    s.replaceAll('{profession}', profession.toLowerCase()).replaceAll('{years}', String(years));
  return [pick(LETTER_OPENINGS), pick(LETTER_MIDDLES), pick(LETTER_CLOSINGS)].map(fill).join(' ');
}

/** Alternating lines, the client first. `{topic}` is the job or gig they talk about. */
export const CONVERSATIONS: string[][] = [
  [
    'Hi! Thanks for your application to {topic}. Do you have time for a short call this week?',
    'Hi, thanks for reaching out! Thursday afternoon works for me, or Friday morning.',
    'Thursday at 3 pm is perfect. I will send a calendar invite.',
    'Great, talk to you then.',
  ],
  [
    'Hello, I liked your portfolio. Could you share a rough timeline for {topic}?',
    'Sure! I would plan about two weeks: a first draft after five days, then two rounds of feedback.',
    'Sounds good. Is the budget in the post realistic for that?',
    'Yes, it fits. If we add the extra pages we talked about it would be a bit more.',
    'Understood, let us start with the core and see.',
  ],
  [
    'Hi, quick question about {topic}: can you work with our existing files?',
    'Absolutely. Send them over and I will take a look today.',
    'Just shared the folder with you.',
    'Got it, thanks! Everything is clear. I will have the first version for you on Monday.',
  ],
  [
    'The first delivery for {topic} looks great, thank you!',
    'Glad you like it! Anything you would like me to change?',
    'Only the colours on the second page, could they be a little warmer?',
    'Of course, I will update them and send the final files tonight.',
    'Perfect. I will leave a review once everything is in.',
  ],
  [
    'Hello! Are you available for a follow-up on {topic} next month?',
    'Hi! Yes, I have time from the 10th. What do you have in mind?',
    'A second phase with a few new features. I will write it up and send it to you.',
  ],
];

export const ABOUT_FREELANCER = [
  'I help small businesses look and work better online. Clear communication, honest estimates, and work delivered on time.',
  'Independent {profession} who enjoys turning vague ideas into something that works. I like long-term collaborations.',
  '{profession} for {years} years. Previously in-house at a startup, now freelancing full time with clients in Europe and North America.',
  'Detail-oriented {profession}. I document everything I do so you are never stuck when I am gone.',
];

export const ABOUT_CLIENT = [
  'Founder of a small company. We hire freelancers for design, development and content.',
  'Operations lead. I post projects for our team when we need a specialist.',
  'Running an online shop and always looking for reliable people to grow it.',
];
