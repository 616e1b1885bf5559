import type { FastifyInstance } from 'fastify';
import clientPostsRoutes from './client-posts';
import freelancersRoutes from './freelancers';

/** /search/client_posts/* searches job posts; /search/freelancers/* searches people. */
export default async function searchRoutes(app: FastifyInstance) {
  await app.register(clientPostsRoutes, { prefix: '/client_posts' });
  await app.register(freelancersRoutes, { prefix: '/freelancers' });
}
