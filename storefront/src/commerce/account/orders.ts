import '../../api/account-operations';
import type { RequestBodyOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

export type PurchaseHistoryPage = ResponseBodyOf<'getPurchaseHistory'>;
export type Purchase = ResponseBodyOf<'getPurchase'>;
export type TrackedOrder = ResponseBodyOf<'trackOrder'>;
export type TrackRequest = RequestBodyOf<'trackOrder'>;
export type CancelRequest = RequestBodyOf<'cancelOrder'>;
export type ReturnRequest = RequestBodyOf<'createReturnLabel'>;
export type ReturnLabel = ResponseBodyOf<'createReturnLabel'>;
export type GiftCardResend = RequestBodyOf<'resendGiftCardEmail'>;

/** An invoice ready to offer as a download. */
export interface InvoiceFile {
  readonly fileName: string;
  readonly blob: Blob;
}

/** The PDF the API sends as base64 in JSON, as a file (so the page can offer a real download). */
function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * The order calls (spec 000 section 7): the signed-in shopper's history, one order, cancel, return label,
 * invoice and gift card email; and tracking by number and email, which guests use too. Failures reject with
 * the ApiError of their catalogue id (OHS4004/ORD409 not found, ORD400 email, RTN500, ORD516-518).
 */
export function ordersCommerce(deps: CommerceDeps) {
  const shopper = { audience: 'shopper' } as const;
  return {
    history(start: number, count: number): Promise<PurchaseHistoryPage> {
      return deps.call('getPurchaseHistory', { body: { start, count } }, shopper);
    },
    purchase(orderId: string): Promise<Purchase> {
      return deps.call('getPurchase', { params: { orderId } }, shopper);
    },
    cancel(body: CancelRequest) {
      return deps.call('cancelOrder', { body }, shopper);
    },
    createReturn(orderId: string, body: ReturnRequest): Promise<ReturnLabel> {
      return deps.call('createReturnLabel', { params: { orderId }, body }, shopper);
    },
    async invoice(orderNumber: string): Promise<InvoiceFile> {
      const document = await deps.call(
        'downloadInvoice',
        { query: { orderNumber }, body: { documentType: 'INVOICE' } },
        shopper,
      );
      return { fileName: document.fileName, blob: pdfBlob(document.content) };
    },
    async resendGiftCard(body: GiftCardResend): Promise<void> {
      await deps.call('resendGiftCardEmail', { body }, shopper);
    },
    /** A guest's too: the order's number and email. */
    track(body: TrackRequest): Promise<TrackedOrder> {
      return deps.call('trackOrder', { body });
    },
  };
}

export type OrdersCommerce = ReturnType<typeof ordersCommerce>;

/** The orders area of the adapter the UI holds (its chunk carries the account operations' routes). */
export const ordersCommerceOf = (commerce: Pick<Commerce, 'deps'>): OrdersCommerce =>
  ordersCommerce(commerce.deps);
