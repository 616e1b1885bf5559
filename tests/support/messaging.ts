import type { FastifyInstance } from 'fastify';
import type { Conversation } from '@shared/schemas/conversations';
import type { Message } from '@shared/schemas/messages';
import { as, signUp, type TestUser } from './test-app';

/** A fresh client and freelancer with their conversation, started by the client. */
export async function conversationPair(app: FastifyInstance) {
  const client = await signUp(app, { role: 'client' });
  const freelancer = await signUp(app, { role: 'freelancer' });
  const res = await as(app, client)({ method: 'POST', url: '/api/v1/conversations', payload: { to: freelancer.id } });
  if (res.statusCode !== 201) throw new Error(`start conversation failed: ${res.statusCode} ${res.body}`);
  return { client, freelancer, conversation: res.json() as Conversation };
}

export async function postMessage(
  app: FastifyInstance,
  user: TestUser,
  conversationId: string,
  desc: string,
): Promise<Message> {
  const res = await as(app, user)({ method: 'POST', url: '/api/v1/messages', payload: { conversationId, desc } });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Message;
}
