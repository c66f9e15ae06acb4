/** Placeholder: the search feature replaces this route's page. */
export function Component() {
  return <h1>Search</h1>;
}
