/** Placeholder: the session feature renders the header's sign-in / account control here. */
export function AccountButton() {
  return null;
}
