import { PAGES, type PurchasePlanLink, type PurchasePlanStatus } from '@mall/contract';
import { documentTypeUrl } from '../../history/components/document-url';

export type PlanStatusFilter = 'all' | PurchasePlanStatus;

/** The list with its status tab in the URL, so coming back from a plan finds the same tab. */
export const purchasePlansUrl = (status: PlanStatusFilter) =>
  status === 'all' ? PAGES.purchasePlans.route : `${PAGES.purchasePlans.route}?status=${status}`;

export const purchasePlanUrl = (id: number) => `${PAGES.purchasePlanDetail.route}?id=${id}`;

/** The form: a draft to edit, or a new plan. */
export const purchasePlanFormUrl = (id?: number) =>
  id ? `${PAGES.purchasePlanForm.route}?id=${id}` : PAGES.purchasePlanForm.route;

/** Where a document made from a plan line is read: the cart has no page of its own but the cart. */
export const planLinkUrl = (link: PurchasePlanLink) =>
  link.type === 'cart' ? PAGES.cart.route : documentTypeUrl(link.type, link.id);
