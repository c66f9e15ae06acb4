/** Placeholder: the account feature replaces this route's page. */
export function Component() {
  return <h1>Account</h1>;
}
