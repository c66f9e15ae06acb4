import { ShowcasePage } from '../features/content-blocks/showcase/showcase-page';

/** /{locale}/showcase?docType=…: the content preview tool (features/content-blocks/showcase). */
export default function ShowcaseRoute() {
  return <ShowcasePage />;
}
