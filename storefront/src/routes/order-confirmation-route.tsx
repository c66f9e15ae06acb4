/** Placeholder: the order-confirmation feature replaces this route's page. */
export function Component() {
  return <h1>Order Confirmation</h1>;
}
