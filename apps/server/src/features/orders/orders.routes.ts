import { API, documentIdQuerySchema, serverPath } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Listen } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import { requestLocale } from '../../lib/locale.js';
import { requireBuyer } from '../../lib/session.js';
import { createOrderMemory } from './order-memory.js';
import { createProformaService } from './proforma.service.js';
import { createProformaPdfs, sendProformaPdf } from './proforma-pdf-snapshot.js';
import { createPurchaseOrderService } from './purchase-order.service.js';
import { createShipmentService } from './shipment.service.js';

/** The buyer's documents: proforma invoices, purchase orders, shipments and receipts. */
export async function ordersRoutes(
  app: FastifyInstance,
  { db, listen, notifiesAtCommit, clock }: { db: Db; listen: Listen; notifiesAtCommit: boolean; clock: Clock },
): Promise<void> {
  const invoices = createProformaService(db, clock);
  const orders = createPurchaseOrderService(db, clock);
  const shipping = createShipmentService(db, clock);
  const pdfs = createProformaPdfs(db, clock, invoices);
  const memory = createOrderMemory(db, listen, notifiesAtCommit);
  await memory.start();
  app.addHook('onClose', () => memory.stop());

  apiRoute(app, API.proformaInvoices, ({ query, session }) => invoices.list(session.buyer.id, query.status));
  apiRoute(app, API.proformaDetail, ({ query, session }) => invoices.detail(query.id, { buyerId: session.buyer.id }));
  // The PDF itself, not an envelope: to the invoice's buyer only, in their language.
  app.route({
    method: 'GET',
    url: serverPath(API.proformaPdf),
    schema: { querystring: documentIdQuerySchema },
    preValidation: async (req) => {
      await requireBuyer(req);
    },
    handler: async (req, reply) => {
      const session = await requireBuyer(req);
      const { id } = req.query as z.infer<typeof documentIdQuerySchema>;
      const pi = await invoices.detail(id, { buyerId: session.buyer.id });
      return sendProformaPdf(reply, pi, await pdfs.pdf(pi.id, requestLocale(req)));
    },
  });
  apiRoute(app, API.proformaConfirm, ({ body, session }) => invoices.confirm(session.buyer, body.id, body.po_number));
  apiRoute(app, API.proformaRequestChange, ({ body, session }) =>
    invoices.requestChange(session.buyer, body.id, body.message),
  );
  apiRoute(app, API.purchaseOrders, ({ query, session }) => {
    const buyerId = session.buyer.id;
    const key = `page:${query.status ?? ''}:${query.page}:${query.pageSize}`;
    return memory.remembered(buyerId, key, () => orders.page(query, buyerId));
  });
  apiRoute(app, API.purchaseOrderDetail, ({ query, session }) => {
    const buyerId = session.buyer.id;
    return memory.remembered(buyerId, `detail:${query.id}`, () => orders.detail(query.id, { buyerId }));
  });
  apiRoute(app, API.purchaseOrderCancel, ({ body, session }) =>
    orders.cancelByBuyer(session.buyer, body.id, body.reason),
  );
  apiRoute(app, API.shipments, ({ session }) => shipping.list(session.buyer.id));
  apiRoute(app, API.receiptCreate, ({ body, session }) => shipping.receive(session.buyer, body));
}
