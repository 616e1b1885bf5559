export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  github: string;
  x: string;
  linkedin: string;
}

export const TEAM: TeamMember[] = [
  {
    name: 'Aarav Sharma',
    role: 'Founder & CEO',
    bio: 'Freelanced for eight years before starting Workify, and still remembers every fee he paid along the way.',
    github: 'https://github.com',
    x: 'https://x.com',
    linkedin: 'https://www.linkedin.com',
  },
  {
    name: 'Sofia Martins',
    role: 'Head of Product & Design',
    bio: 'Designs the screens clients and freelancers use every day, and keeps them simple enough to need no manual.',
    github: 'https://github.com',
    x: 'https://x.com',
    linkedin: 'https://www.linkedin.com',
  },
  {
    name: 'Emeka Okafor',
    role: 'Lead Engineer',
    bio: 'Builds the platform that keeps jobs, messages and payments flowing, quickly and securely, around the world.',
    github: 'https://github.com',
    x: 'https://x.com',
    linkedin: 'https://www.linkedin.com',
  },
];
