/** Placeholder: the session feature shows the employee discount banner here once the terms are accepted. */
export function EmployeeDiscountBanner() {
  return null;
}
