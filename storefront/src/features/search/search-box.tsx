/** Placeholder: the search feature renders the header's auto-suggest combobox here. */
export function SearchBox() {
  return null;
}
