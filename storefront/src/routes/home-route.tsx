import { HomePage } from '../features/home/home-page';

/** /{locale}: the home page, built from the content API's home page. */
export function Component() {
  return <HomePage />;
}
