import type { FastifyInstance } from 'fastify';

// Not built yet: the issue that owns this search fills it in.
export default async function freelancersRoutes(_app: FastifyInstance) {}
