/**
 * A page's title, meta description and canonical URL. React 19 hoists these elements into <head>, so each
 * route renders its own and the last one rendered wins when the route changes.
 */
export function PageMeta({
  title,
  description,
  canonicalPath,
}: {
  title: string;
  description: string;
  /** Path (and query that matters) of the canonical page; the origin is this page's. */
  canonicalPath: string;
}) {
  const origin = globalThis.location?.origin ?? '';
  return (
    <>
      <title>{`${title} | SummitPeak`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${origin}${canonicalPath}`} />
    </>
  );
}
