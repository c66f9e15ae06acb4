/** Placeholder: the category feature replaces this route's page. */
export function Component() {
  return <h1>Category</h1>;
}
