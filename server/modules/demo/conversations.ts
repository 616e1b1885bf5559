import type { Faker } from '@faker-js/faker';
import type { AuthUser } from '../../platform/auth';
import { messages } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { startConversation } from '../conversations';
import { sendMessage } from '../messages';
import type { DemoGig, DemoPost } from './marketplace';
import type { DemoPeople } from './people';
import { CONVERSATIONS } from './talk-content';

interface Talk {
  client: AuthUser;
  freelancer: AuthUser;
  topic: string;
}

/**
 * Conversations between clients and the freelancers who applied to their posts or sold
 * them a gig; the featured accounts take part in several. Each is opened by the
 * conversations service and its last message sent by the messages service, so the
 * conversation's key, preview and unread flags are the real ones.
 */
export async function createConversations(
  ctx: AppContext,
  faker: Faker,
  people: DemoPeople,
  posts: DemoPost[],
  orders: { buyer: AuthUser; gig: DemoGig }[],
): Promise<number> {
  const talks: Talk[] = [];
  const seen = new Set<string>();
  const add = (client: AuthUser, freelancer: AuthUser, topic: string) => {
    const key = `${client.id}:${freelancer.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    talks.push({ client, freelancer, topic });
  };
  const featured = new Set(people.featured.map((u) => u.id));
  for (const item of posts) {
    const applicant =
      item.applicants.find((a) => featured.has(a.id) || featured.has(item.client.id)) ?? item.applicants[0];
    if (
      applicant &&
      (featured.has(applicant.id) || featured.has(item.client.id) || faker.datatype.boolean({ probability: 0.08 }))
    ) {
      add(item.client, applicant, `"${item.title}"`);
    }
    if (talks.length >= 28) break;
  }
  for (const { buyer, gig } of orders) add(buyer, gig.seller, `your gig "${gig.gig.title.replace(/^I will /i, '')}"`);

  // The earlier lines of each script go in one insert, in order; the last one goes through
  // sendMessage, which sets the conversation's preview, unread flag and the bell.
  const earlier: (typeof messages.$inferInsert)[] = [];
  const last: { author: AuthUser; conversationId: string; desc: string }[] = [];
  const start = Date.now();
  for (const [i, talk] of talks.entries()) {
    const { conversation } = await startConversation(ctx, talk.client, talk.freelancer.id);
    const script = CONVERSATIONS[i % CONVERSATIONS.length]!;
    for (const [k, line] of script.entries()) {
      const author = k % 2 === 0 ? talk.client : talk.freelancer;
      const desc = line.replaceAll('{topic}', talk.topic);
      if (k === script.length - 1) last.push({ author, conversationId: conversation.id, desc });
      else
        earlier.push({
          conversationId: conversation.id,
          userId: author.id,
          desc,
          createdAt: new Date(start + earlier.length),
        });
    }
  }
  if (earlier.length) await ctx.db.insert(messages).values(earlier);
  for (const { author, conversationId, desc } of last) await sendMessage(ctx, author, { conversationId, desc });
  return earlier.length + last.length;
}
