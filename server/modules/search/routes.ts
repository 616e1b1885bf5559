import type { FastifyInstance } from 'fastify';

// Not built yet: the issue that owns this module fills it in.
export default async function searchRoutes(_app: FastifyInstance) {}
