/** Placeholder: the home feature replaces this route's page. */
export function Component() {
  return <h1>Home</h1>;
}
