import type { Plugin } from 'vite';

const ROUTER_BUNDLE = /node_modules\/react-router\/dist\/.*\.mjs$/;
const DISPLAY_NAME_ASSIGNMENT = /^\s*[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm;
const COMPONENT_FACTORY_CALL = /= (React\d*\.(?:forwardRef|memo|createContext))\(/g;

/**
 * React Router defines its components at module level with `forwardRef(...)` calls and `displayName`
 * assignments, neither marked pure, so a bundler keeps every one of them (Form, NavLink,
 * ScrollRestoration and all they call) even though the storefront renders none. The production build
 * drops the names, which only React DevTools reads, and marks the factory calls pure so tree-shaking can
 * remove what is unused: about 2 kB gzip on every page.
 */
export function treeShakeableRouter(): Plugin {
  return {
    name: 'storefront:tree-shakeable-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_BUNDLE.test(id)) return null;
      const shakeable = code
        .replace(DISPLAY_NAME_ASSIGNMENT, '')
        .replace(COMPONENT_FACTORY_CALL, '= /* @__PURE__ */ $1(');
      return { code: shakeable, map: null };
    },
  };
}
