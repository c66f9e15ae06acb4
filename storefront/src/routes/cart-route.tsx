/** Placeholder: the cart feature replaces this route's page. */
export function Component() {
  return <h1>Cart</h1>;
}
