import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { projects, quotationRequestItems, quotationRequests, quotingGroups, rfqs } from '../src/db/schema/index.js';
import { createBuyer, loginAs } from './helper.js';

/** A member buyer, logged in: answers their id and the Cookie header of their session. */
export async function memberBuyer(app: FastifyInstance, db: Database['db'], email: string) {
  const row = await createBuyer(db, {
    email,
    status: 'member',
    memberUntil: '2030-12-31',
    companyName: `${email} Ltd`,
  });
  return { id: row.id, cookie: await loginAs(app, email) };
}

/** An RFQ of the buyer's, straight into the database (its files are not what these tests are about). */
export async function insertRfq(db: Database['db'], buyerId: number, market: 'en' | 'cn' = 'en') {
  await db.insert(projects).values({ buyerId, name: 'General', isDefault: true }).onConflictDoNothing();
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.buyerId, buyerId));
  if (!project) throw new Error('no project');
  const projectId = project.id;
  const now = new Date('2026-11-20T08:00:00Z');
  const [rfq] = await db
    .insert(rfqs)
    .values({
      buyerId,
      projectId,
      name: 'Stainless hex bolts M8',
      quantity: 5000,
      unit: 'pcs',
      market,
      deadline: '2026-12-31',
      requester: 'Li Lei',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: rfqs.id });
  if (!rfq) throw new Error('no RFQ inserted');
  return rfq.id;
}

/** A cart quotation request of the buyer's with two items. */
export async function insertQuotationRequest(db: Database['db'], buyerId: number, market: 'en' | 'cn' = 'en') {
  const [group] = await db
    .insert(quotingGroups)
    .values({ buyerId, name: `Default ${buyerId}`, isDefault: true })
    .returning({ id: quotingGroups.id });
  if (!group) throw new Error('no group inserted');
  const [request] = await db
    .insert(quotationRequests)
    .values({ buyerId, groupId: group.id, market })
    .returning({ id: quotationRequests.id });
  if (!request) throw new Error('no request inserted');
  await db.insert(quotationRequestItems).values([
    {
      requestId: request.id,
      position: 0,
      productId: 1,
      source: 'catalog',
      name: 'Valve',
      image: '',
      unit: 'pcs',
      quantity: 10,
    },
    {
      requestId: request.id,
      position: 1,
      productId: 2,
      source: 'scan_code',
      name: 'Pump',
      image: '',
      unit: 'set',
      quantity: 2,
    },
  ]);
  return request.id;
}
