import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createProformaService } from './proforma.service.js';
import { createProformaPdfs, sendProformaPdf } from './proforma-pdf-snapshot.js';
import { createPurchaseOrderService } from './purchase-order.service.js';
import { createShipmentService } from './shipment.service.js';

/** Sales' side of the documents: proforma invoices, purchase orders with payments, shipments. */
export async function ordersConsoleRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const invoices = createProformaService(db, clock);
  const orders = createPurchaseOrderService(db, clock);
  const shipping = createShipmentService(db, clock);
  const pdfs = createProformaPdfs(db, clock, invoices);

  consoleRoute(app, CONSOLE_API.proformaInvoices, ({ query }) => invoices.page(query));
  consoleRoute(app, CONSOLE_API.proformaDetail, ({ query }) => invoices.detail(query.id, { operator: true }));
  consoleRoute(app, CONSOLE_API.proformaPdf, async ({ query, locale, reply }) => {
    const pi = await invoices.detail(query.id, { operator: true });
    sendProformaPdf(reply, pi, await pdfs.pdf(pi.id, locale));
  });
  consoleRoute(app, CONSOLE_API.proformaReissue, ({ body, session }) =>
    invoices.reissue({ id: session.operator.id }, body),
  );
  consoleRoute(app, CONSOLE_API.proformaCancel, ({ body, session }) =>
    invoices.cancel({ id: session.operator.id }, body.id, body.reason),
  );
  consoleRoute(app, CONSOLE_API.purchaseOrders, ({ query }) => orders.consolePage(query));
  consoleRoute(app, CONSOLE_API.purchaseOrderDetail, ({ query }) => orders.detail(query.id, { operator: true }));
  consoleRoute(app, CONSOLE_API.purchaseOrderCancel, ({ body, session }) =>
    orders.cancel({ operator: true }, { id: session.operator.id }, body.id, body.reason),
  );
  consoleRoute(app, CONSOLE_API.purchaseOrderPayment, ({ body, session }) =>
    orders.recordPayment({ id: session.operator.id }, body),
  );
  consoleRoute(app, CONSOLE_API.shipmentCreate, ({ body, session }) =>
    shipping.create({ id: session.operator.id }, body),
  );
  consoleRoute(app, CONSOLE_API.shipmentShip, ({ body, session }) =>
    shipping.ship({ id: session.operator.id }, body.id),
  );
  consoleRoute(app, CONSOLE_API.shipmentCancel, ({ body, session }) =>
    shipping.cancel({ id: session.operator.id }, body.id),
  );
}
