import { Link } from 'react-router';
import { useSiteConfig } from '../../config/SiteConfigProvider';

/** Placeholder header: the navigation feature replaces it (sticky header, mega menu, search, cart). */
export function SiteHeader() {
  const site = useSiteConfig();
  return (
    <header>
      <Link to={`/${site.locale}`}>SummitPeak</Link>
    </header>
  );
}
