/** Placeholder: the cart feature renders the header's cart link with its item count here. */
export function CartButton() {
  return null;
}
