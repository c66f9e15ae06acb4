/** Placeholder footer: the navigation feature replaces it with the footer from the content API. */
export function SiteFooter() {
  return <footer />;
}
