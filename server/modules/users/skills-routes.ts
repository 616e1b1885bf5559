import type { FastifyInstance } from 'fastify';

// Not built yet: skills and verification calls under /users (the profiles issue).
export default async function userSkillsRoutes(_app: FastifyInstance) {}
