import { AgentLoginPage } from '../features/associate/agent-login-page';

/** /{locale}/agent-login: the store associate's login (features/associate). */
export function Component() {
  return <AgentLoginPage />;
}
