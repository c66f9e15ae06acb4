/** Placeholder: the checkout feature replaces this route's page. */
export function Component() {
  return <h1>Checkout</h1>;
}
