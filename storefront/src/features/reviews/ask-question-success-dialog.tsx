import { FormattedMessage } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host';
import './ask-question-props';
import styles from './reviews.module.css';

/** Thanks for the question, which waits for moderation before it is published. */
export default function AskQuestionSuccessDialog({ onClose }: DialogComponentProps<'askQuestionSuccess'>) {
  return (
    <Dialog
      title={<FormattedMessage id="askQuestionSuccess.title" />}
      onClose={onClose}
      size="sm"
      footer={
        <Button type="button" variant="primary" onClick={onClose}>
          <FormattedMessage id="askQuestionSuccess.close" />
        </Button>
      }
    >
      <p className={styles.text}>
        <FormattedMessage id="askQuestionSuccess.body" />
      </p>
    </Dialog>
  );
}
