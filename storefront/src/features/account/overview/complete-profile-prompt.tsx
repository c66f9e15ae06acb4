import { isPartiallyEnrolled } from '../../../../../contracts/validators/profile-rules';
import type { ConsumerProfile } from '../../../commerce/session';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { openEnrolment } from '../enrolment/open-enrolment';

/**
 * The partially-enrolled prompt (spec 000 section 5: an email but no phone, first or last name, postal code
 * or birth date): opens the complete-profile steps of enrolment, without joining loyalty.
 */
export function CompleteProfilePrompt({ profile }: { readonly profile: ConsumerProfile }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  if (!isPartiallyEnrolled(profile.consumerDetails)) return null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Banner
      tone="info"
      title={t('accountArea.overview.completeTitle')}
      action={
        <Button
          variant="secondary"
          onClick={() => openEnrolment(dialogs, { signedIn: true, loyalty: false })}
        >
          {t('accountArea.overview.complete')}
        </Button>
      }
    >
      {t('accountArea.overview.completeText')}
    </Banner>
  );
}
