import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import { createProformaService } from './proforma.service.js';
import { createPurchaseOrderService } from './purchase-order.service.js';
import { createShipmentService } from './shipment.service.js';

/** The buyer's documents: proforma invoices, purchase orders, shipments and receipts. */
export async function ordersRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): Promise<void> {
  const invoices = createProformaService(db, clock);
  const orders = createPurchaseOrderService(db, clock);
  const shipping = createShipmentService(db, clock);

  apiRoute(app, API.proformaInvoices, ({ query, session }) => invoices.list(session.buyer.id, query.status));
  apiRoute(app, API.proformaDetail, ({ query, session }) => invoices.detail(query.id, { buyerId: session.buyer.id }));
  apiRoute(app, API.proformaConfirm, ({ body, session }) => invoices.confirm(session.buyer, body.id, body.po_number));
  apiRoute(app, API.proformaRequestChange, ({ body, session }) =>
    invoices.requestChange(session.buyer, body.id, body.message),
  );
  apiRoute(app, API.purchaseOrders, ({ query, session }) => orders.list(session.buyer.id, query.status));
  apiRoute(app, API.purchaseOrderDetail, ({ query, session }) =>
    orders.detail(query.id, { buyerId: session.buyer.id }),
  );
  apiRoute(app, API.purchaseOrderCancel, ({ body, session }) =>
    orders.cancelByBuyer(session.buyer, body.id, body.reason),
  );
  apiRoute(app, API.shipments, ({ session }) => shipping.list(session.buyer.id));
  apiRoute(app, API.receiptCreate, ({ body, session }) => shipping.receive(session.buyer, body));
}
