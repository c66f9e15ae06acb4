import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a route compiles its lazy chunks; on a loaded 2-core CI machine that can take more
// than testing-library's default 1 s. Waits end as soon as the page shows what they look for.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
