import type { BuiltScenario, BuiltStep } from './build-scenario';
import { Expr, type Tree, type TreeObject } from './code';

/**
 * A recording that starts by signing in (a guest token, the sign-in, the code exchange) starts from the same
 * state as a scenario whose setup signs in: `setup: { shopper: { signIn: email, password } }` (the runner makes
 * those calls with the flows' PKCE pair). The calls are lifted into the setup only when nothing later reads
 * what they saved but the token and the adopted basketId, which the setup's sign-in saves too; a sign-in in
 * the middle of a flow (keeping a guest cart) stays as its steps.
 */

const isObject = (tree: Tree | undefined): tree is TreeObject =>
  tree !== null && typeof tree === 'object' && !(tree instanceof Expr) && !Array.isArray(tree);

const succeeded = (step: BuiltStep) => step.expect.errorId === undefined && step.expect.status === undefined;

const savesOnly = (step: BuiltStep, allowed: Readonly<Record<string, string>>) =>
  Object.entries(step.save).every(([name, path]) => allowed[name] === path);

export function liftSignIn(built: BuiltScenario): BuiltScenario {
  const steps = built.entries.flatMap((e) => ('step' in e ? [e.step] : []));
  const guest =
    steps[0]?.operationId === 'getToken' && isObject(steps[0].body) && steps[0].body.type === 'Guest';
  const [first, signIn, exchange] = guest ? steps : [undefined, ...steps];
  if (!signIn || !exchange || signIn.operationId !== 'signIn' || exchange.operationId !== 'getToken')
    return built;
  if (!isObject(signIn.body) || typeof signIn.body.username !== 'string') return built;
  if (!isObject(exchange.body) || exchange.body.type !== 'Registered') return built;
  const guestObjects = exchange.body.guestObjects;
  if (guestObjects !== undefined && !(isObject(guestObjects) && Object.keys(guestObjects).length === 0))
    return built;
  if (![first, signIn, exchange].every((s) => !s || succeeded(s))) return built;
  if (first && !savesOnly(first, { token: 'access_token' })) return built;
  if (!savesOnly(signIn, { authorizationCode: 'authorizationCode' })) return built;
  if (!savesOnly(exchange, { token: 'access_token', basketId: 'basketId' })) return built;
  const lifted = new Set([first, signIn, exchange].filter(Boolean));
  const password = signIn.body.password;
  return {
    ...built,
    setup: { shopper: { signIn: signIn.body.username, ...(password instanceof Expr ? { password } : {}) } },
    entries: built.entries.filter((e) => !('step' in e) || !lifted.has(e.step)),
  };
}
