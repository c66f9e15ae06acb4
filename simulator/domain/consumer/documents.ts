import type {
  InvoiceDocument,
  InvoiceDownloadRequest,
  ReturnLabelResponse,
} from '../../../contracts/entities/purchase';
import type { PurchaseRecord } from '../../db/account-records';
import { type Failure, failure } from '../failure';

/** A one-page PDF with the given lines (enough for a viewer to open; the simulator has no real invoices). */
function simplePdf(lines: readonly string[]): string {
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 12 Tf 72 ${760 - i * 18} Td (${line.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

/**
 * The invoice of an order, or its credit note once something was cancelled or returned (else OHS4004:
 * no such document). The PDF travels as base64 in JSON.
 */
export function invoiceDocument(
  purchase: PurchaseRecord,
  documentType: InvoiceDownloadRequest['documentType'],
  invoiceNumber: string | undefined,
): InvoiceDocument | Failure {
  const number = `INV-${purchase.orderNumber}`;
  if (invoiceNumber !== undefined && invoiceNumber !== number) {
    return failure('OHS4004', `Invoice ${invoiceNumber} does not belong to order ${purchase.orderNumber}.`);
  }
  const credited = purchase.status === 'CANCELLED' || purchase.returnCount > 0;
  if (documentType === 'CREDIT_NOTE' && !credited) {
    return failure('OHS4004', `Order ${purchase.orderNumber} has no credit note.`);
  }
  const title = documentType === 'INVOICE' ? `Invoice ${number}` : `Credit note CN-${purchase.orderNumber}`;
  const lines = [
    title,
    `Order ${purchase.orderNumber} of ${purchase.createdAt.slice(0, 10)}`,
    ...purchase.items.map(
      (item) => `${item.qty} x ${item.name}: ${item.rowTotal.toFixed(2)} ${purchase.currency}`,
    ),
    `Total ${purchase.totals.total.toFixed(2)} ${purchase.currency}`,
  ];
  const prefix = documentType === 'INVOICE' ? 'invoice' : 'credit-note';
  return {
    fileName: `${prefix}-${purchase.orderNumber}.pdf`,
    contentType: 'application/pdf',
    content: btoa(simplePdf(lines)),
  };
}

const RETURN_LABEL_DAYS = 30;

export function returnLabel(purchase: PurchaseRecord, now: Date): ReturnLabelResponse {
  const returnId = `RT-${purchase.orderNumber}-${purchase.returnCount}`;
  return {
    returnId,
    labelUrl: `https://returns.example.com/labels/${returnId}.pdf`,
    carrier: 'UPS',
    trackingNumber: `1ZRET${purchase.orderNumber.replace(/\W/g, '').slice(-8)}${purchase.returnCount}`,
    expiresAt: new Date(now.getTime() + RETURN_LABEL_DAYS * 86_400_000).toISOString(),
  };
}
