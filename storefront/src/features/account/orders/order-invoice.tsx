import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { useStickyErrorToast } from './order-errors';
import { useInvoice } from './use-orders';

/** Saves a file through a blob URL and an anchor with `download`: a real download, named by the server. */
function saveFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has the file once the click is handled; free the URL after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download invoice": the API sends the PDF as base64 in JSON; the shopper gets it as a file. */
export function InvoiceButton({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  const invoice = useInvoice();
  const toast = useStickyErrorToast();
  return (
    <Button
      variant="secondary"
      loading={invoice.isPending}
      onClick={() =>
        invoice.mutate(orderNumber, {
          onSuccess: (file) => saveFile(file.fileName, file.blob),
          onError: toast,
        })
      }
    >
      {intl.formatMessage({ id: 'accountArea.orders.invoice' })}
    </Button>
  );
}
