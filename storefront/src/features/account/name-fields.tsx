import { TextField, type TextFieldProps } from '../../ui/field/text-field';

export type NameField = 'firstName' | 'lastName';

/** A name field's props beyond its label: its registration and error, and where the form has them its id, lock and hint. */
export type NameFieldProps = Omit<TextFieldProps, 'label' | 'autoComplete' | 'required'>;

const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const satisfies readonly { name: NameField; autoComplete: string }[];

/** The names a profile already holds, as a form's defaults (blank when unknown). */
export const knownNames = (
  details: Partial<Record<NameField, string | null | undefined>> | undefined,
): Record<NameField, string> => ({ firstName: details?.firstName ?? '', lastName: details?.lastName ?? '' });

/** The names as written to the profile: without the spaces typed around them. */
export const trimmedNames = (values: Record<NameField, string>): Record<NameField, string> => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
});

/**
 * Both name fields' props, made in the form's own render: react-hook-form focuses the first field in error
 * in the order the fields were registered, so the names must register before the fields below them.
 */
export const eachName = (props: (name: NameField) => NameFieldProps): Record<NameField, NameFieldProps> => ({
  firstName: props('firstName'),
  lastName: props('lastName'),
});

export interface NameFieldsProps {
  /** The row's layout: each form lays its fields out on its own grid. */
  readonly className: string | undefined;
  readonly labels: Readonly<Record<NameField, TextFieldProps['label']>>;
  /** From `eachName`. */
  readonly fields: Readonly<Record<NameField, NameFieldProps>>;
}

/** The first and last name, side by side where the row fits them (sign-up, loyalty sign-up, profile step). */
export function NameFields({ className, labels, fields }: NameFieldsProps) {
  return (
    <div className={className}>
      {NAME_FIELDS.map(({ name, autoComplete }) => (
        <TextField key={name} label={labels[name]} autoComplete={autoComplete} required {...fields[name]} />
      ))}
    </div>
  );
}
