import { TextField, type TextFieldProps } from '../../ui/field/text-field';

export type NameField = 'firstName' | 'lastName';

const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const satisfies readonly { name: NameField; autoComplete: string }[];

export interface NameFieldsProps {
  /** The row's layout: each form lays its fields out on its own grid. */
  readonly className: string | undefined;
  readonly labels: Readonly<Record<NameField, TextFieldProps['label']>>;
  /**
   * The rest of a field's props: its registration and error, and where the form has them its id, lock
   * and hint (the sign-up form's prefilled fields).
   */
  readonly field: (name: NameField) => Omit<TextFieldProps, 'label' | 'autoComplete' | 'required'>;
}

/** The first and last name, side by side where the row fits them (sign-up, loyalty sign-up, profile step). */
export function NameFields({ className, labels, field }: NameFieldsProps) {
  return (
    <div className={className}>
      {NAME_FIELDS.map(({ name, autoComplete }) => (
        <TextField key={name} label={labels[name]} autoComplete={autoComplete} required {...field(name)} />
      ))}
    </div>
  );
}
