import { useIntl } from '../../../i18n/intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { DialogBlockBody, type DialogBlockContent } from './dialog-block-body';
import styles from './dialogs.module.css';

export interface NewsletterDialogProps {
  /** The content's dialog block that holds the newsletter form (the footer's). */
  readonly block: DialogBlockContent;
  readonly onClose: () => void;
}

/**
 * The footer's newsletter entry opens this: the content's newsletter dialog block in a modal dialog (what
 * a shop does from its footer; the shopper stays on the page). Loaded when first opened.
 */
export default function NewsletterDialog({ block, onClose }: NewsletterDialogProps) {
  const intl = useIntl();
  const title = block.title ?? intl.formatMessage({ id: 'contentBlocks.dialogs.newsletter.open' });
  return (
    <Dialog title={title} onClose={onClose} size="sm">
      <div className={styles.dialogBody}>
        <DialogBlockBody block={block} titled />
      </div>
    </Dialog>
  );
}
