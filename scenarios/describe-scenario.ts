import { catalogue } from '../contracts/errors/catalogue';
import type { Operation } from '../contracts/registry/define-operations';
import { operations } from '../contracts/registry/operations';
import type { ClockChange } from '../simulator/control/clock-body';
import { expectedStatus } from './expectations';
import {
  isBotChallengeStep,
  isClockStep,
  isOutboxStep,
  type Scenario,
  type ScenarioSetup,
  type ScenarioStep,
  type Step,
} from './scenario';
import { setupSteps } from './setup-steps';

/** What a scenario does, for `harness scenario show`: its setup and each call with what it expects. */
export function describeScenario(scenario: Scenario): string[] {
  const lines = [scenario.name, `  ${scenario.description}`, `  tags: ${scenario.tags.join(', ')}`];
  if (scenario.seed !== undefined) lines.push(`  seed: ${scenario.seed}`);
  if (scenario.produces?.length) lines.push(`  produces: ${scenario.produces.join(', ')}`);
  if (scenario.injected) lines.push('  injected: yes (needs the harness control API)');
  const setup = setupLines(scenario.setup ?? {});
  if (setup.length > 0) lines.push('setup:', ...setup.map((l) => `  ${l}`));
  const steps: ScenarioStep[] = [...setupSteps(scenario.setup), ...scenario.steps];
  lines.push('steps:');
  steps.forEach((s, i) => {
    lines.push(`  ${String(i + 1).padStart(2)}. ${stepLine(s)}`);
    const body = bodyText(s);
    if (body !== undefined) lines.push(`      body: ${body}`);
  });
  return lines;
}

const after = (minutes: number | undefined) => (minutes ? ` after ${minutes} min` : '');

/** Saved values a body is made from show as `<name>` (`{"cartId":"<cartId>",...}`). */
const placeholders = new Proxy({}, { get: (_, name) => `<${String(name)}>` });

function bodyText(step: ScenarioStep): string | undefined {
  if (isClockStep(step) || isOutboxStep(step) || isBotChallengeStep(step) || step.body === undefined)
    return undefined;
  try {
    const body =
      typeof step.body === 'function' ? (step.body as (v: object) => unknown)(placeholders) : step.body;
    return JSON.stringify(body);
  } catch {
    return '(made from earlier answers)';
  }
}

function setupLines(setup: ScenarioSetup): string[] {
  const lines: string[] = [];
  if (setup.shopper === 'guest') lines.push('shopper: a guest');
  else if (setup.shopper) lines.push(`shopper: ${setup.shopper.signIn}, signed in`);
  if (setup.cart) {
    const items = (setup.cart.items ?? []).map((l) => `${l.qty ?? 1} x ${l.productId}`);
    const coupons = setup.cart.coupons?.length ? `; coupons ${setup.cart.coupons.join(', ')}` : '';
    lines.push(`cart: ${items.length > 0 ? items.join(', ') : 'empty'}${coupons}`);
  }
  if (setup.clock) lines.push(`clock: ${clockLine(setup.clock)}`);
  for (const change of setup.inventory ?? [])
    lines.push(`stock: ${change.sku} at ${change.location ?? 'home'}: ${change.quantity}`);
  for (const change of setup.catalogue ?? []) {
    const what = [
      change.online === undefined ? '' : change.online ? 'online' : 'offline',
      ...Object.entries(change.prices ?? {}).map(([cur, p]) =>
        p
          ? `${cur} price ${p.current}${p.original === undefined ? '' : ` (original ${p.original})`}`
          : `no ${cur} price`,
      ),
    ];
    lines.push(
      `product: ${change.productId} ${what.filter(Boolean).join(', ')}${after(change.afterMinutes)}`,
    );
  }
  for (const change of setup.stores ?? []) {
    const what = Object.entries({ pickup: change.pickupEnabled, 'ship to store': change.stsEnabled })
      .filter(([, on]) => on !== undefined)
      .map(([service, on]) => `${service} ${on ? 'on' : 'off'}`);
    lines.push(`store: ${change.storeId} ${what.join(', ')}${after(change.afterMinutes)}`);
  }
  for (const change of setup.addressRules ?? []) {
    const rules = Object.entries(change.fields).map(
      ([field, rule]) =>
        `${field} ${Object.entries(rule ?? {})
          .map(([name, value]) => `${name} ${JSON.stringify(value)}`)
          .join(', ')}`,
    );
    lines.push(
      `address rules: ${change.countryCode} ${change.form ?? 'shipping and billing'}: ${rules.join('; ')}`,
    );
  }
  for (const fault of setup.faults ?? []) {
    const effect =
      fault.errorId ?? (fault.status ? `HTTP ${fault.status}` : fault.network ? 'a network reset' : '');
    const delay = fault.latencyMs ? ` after ${fault.latencyMs} ms` : '';
    const times = fault.times ? ` (${fault.times === 1 ? 'once' : `${fault.times} times`})` : '';
    lines.push(`fault: ${fault.operation} answers ${effect || 'late'}${delay}${times}`);
  }
  if (setup.botCheck) {
    const n = setup.botCheck.failNext;
    lines.push(`bot check: the next ${n === 1 ? 'check fails' : `${n} checks fail`} (AUT403 with appId)`);
  }
  return lines;
}

/** `set 2031-01-01T00:00:00Z`, `advance PT16M`, `advance 960 s`, `real time`; `, frozen` when frozen. */
function clockLine(change: ClockChange): string {
  const move =
    change.set !== undefined
      ? `set ${change.set}`
      : change.advance !== undefined
        ? `advance ${change.advance}`
        : change.advanceSeconds !== undefined
          ? `advance ${change.advanceSeconds} s`
          : 'real time';
  return change.freeze ? `${move}, frozen` : move;
}

function stepLine(next: ScenarioStep): string {
  if (isClockStep(next)) return `${next.name}: POST /__harness/clock -> ${clockLine(next.clock)}`;
  if (isOutboxStep(next))
    return `${next.name}: GET /__harness/outbox -> save ${Object.entries(next.outbox.save)
      .map(([name, path]) => `${name} = ${path}`)
      .join(', ')}`;
  if (isBotChallengeStep(next))
    return `${next.name}: POST /bot-defence/${next.botChallenge.appId ?? catalogue.AUT403.appId}/challenge, tick the box -> save ${next.botChallenge.save} = token`;
  const step: Step = next;
  const op = operations[step.operation] as Operation;
  const { expect } = step;
  const status = expectedStatus(op, expect);
  const outcome = [expect.errorId ? `${expect.errorId} (HTTP ${status})` : `HTTP ${status}`];
  if (expect.flash?.length) outcome.push(`flash ${expect.flash.join(', ')}`);
  const fields = Object.entries(expect.fields ?? {}).map(
    ([k, v]) => `${k} = ${JSON.stringify(v) ?? 'absent'}`,
  );
  if (fields.length > 0) outcome.push(fields.join(', '));
  const method = step.method ?? op.method.toUpperCase();
  return `${step.name}: ${method} ${op.path} -> ${outcome.join('; ')}`;
}
