/** Placeholder: the product feature replaces this route's page. */
export function Component() {
  return <h1>Product</h1>;
}
