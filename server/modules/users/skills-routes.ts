import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shared/schemas/common';
import {
  addSkillsSchema,
  deleteSkillSchema,
  skillListSchema,
  verifiedSchema,
  verifySchema,
} from '@shared/schemas/profiles';
import { requireFreelancer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { requestVerification } from '../projects';
import { addSkills, deleteSkill, listSkills } from './skills';

const SKILLS_FOR_FREELANCERS = 'Only freelancers have skills';

/** Skills and the verified flag of the signed-in freelancer, under /users. */
export default async function userSkillsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/add-skill',
    { schema: { body: addSkillsSchema, response: { 200: envelopeSchema(skillListSchema) } } },
    async (request) => {
      const { skills, added } = await addSkills(
        ctx,
        requireFreelancer(request, SKILLS_FOR_FREELANCERS),
        request.body.skills,
      );
      return ok(skills, added === 0 ? 'No new skills to add' : `${added} skill${added === 1 ? '' : 's'} added`);
    },
  );

  // SPEC.md section 7: a bare list of strings.
  app.get('/user-skill', { schema: { response: { 200: skillListSchema } } }, async (request) =>
    listSkills(ctx, requireFreelancer(request, SKILLS_FOR_FREELANCERS)),
  );

  app.delete(
    '/delete-skill',
    { schema: { body: deleteSkillSchema, response: { 200: envelopeSchema(skillListSchema) } } },
    async (request) =>
      ok(
        await deleteSkill(ctx, requireFreelancer(request, SKILLS_FOR_FREELANCERS), request.body.skillValue),
        'Skill removed',
      ),
  );

  app.put(
    '/verify',
    { schema: { body: verifySchema, response: { 200: envelopeSchema(verifiedSchema) } } },
    async (request) => {
      const user = requireFreelancer(request, 'Only freelancers can be verified');
      const isVerified = await requestVerification(ctx, user, request.body.isVerified);
      return ok({ isVerified }, isVerified ? 'Your account is verified' : 'Your account is not verified');
    },
  );
}
