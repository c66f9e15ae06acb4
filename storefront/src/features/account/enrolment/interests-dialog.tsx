import EnrolmentDialog, { type EnrolmentDialogProps } from './enrolment-dialog';

/** The interests dialog (spec 000 section 2): the enrolment at its interests step, profile only. */
export default function InterestsDialog(props: EnrolmentDialogProps) {
  return <EnrolmentDialog loyalty={false} {...props} step="interests" />;
}
