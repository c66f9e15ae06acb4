import { describe, expect, it } from 'vitest';
import { inProcessTransport } from '../simulator/transports/in-process';
import { describeScenario } from './describe-scenario';
import { guestToken } from './flows/common-steps';
import { runInSession } from './runner';
import { defineScenario, operationSteps, type Scenario, step } from './scenario';

const NEW_PASSWORD = 'Ridge2027!';

/** A reset asked for, its mailed code read from the outbox, then used: the steps a shopper's inbox would take. */
const resetWithMailedCode = (email: string, read: Scenario['steps'][number]) =>
  defineScenario({
    name: 'runner-outbox',
    description: 'A password reset confirmed with the code the outbox holds.',
    tags: ['test'],
    steps: [
      guestToken(),
      step('resetPassword', { name: 'ask a reset', body: { email }, expect: {} }),
      read,
      step('confirmForgotPassword', {
        name: 'confirm with the mailed code',
        body: (v) => ({
          email,
          confirmationCode: String(v.resetCode),
          newPassword: NEW_PASSWORD,
          confirmNewPassword: NEW_PASSWORD,
        }),
        expect: {},
      }),
    ],
  });

const readCode = { name: 'read the mailed code', outbox: { save: { resetCode: 'resetCodes.0.code' } } };

describe('outbox steps', () => {
  it('save the reset code the session mailed, which a later step uses', async () => {
    const { result, vars } = await runInSession(
      resetWithMailedCode('registered@example.com', readCode),
      inProcessTransport(),
      'runner-outbox-1',
    );
    expect(result.error).toBeUndefined();
    expect(result.steps.map((s) => [s.name, s.operation, s.differences])).toEqual([
      ['guest token', 'getToken', []],
      ['ask a reset', 'resetPassword', []],
      ['read the mailed code', 'GET /__harness/outbox', []],
      ['confirm with the mailed code', 'confirmForgotPassword', []],
    ]);
    expect(vars.resetCode).toMatch(/^rc-/);
  });

  it('fail on the value the outbox does not hold (nothing was mailed to an unknown email)', async () => {
    const { result } = await runInSession(
      resetWithMailedCode('nobody@example.com', readCode),
      inProcessTransport(),
      'runner-outbox-2',
    );
    expect(result.passed).toBe(false);
    expect(result.steps.at(-1)?.differences).toEqual([
      { path: 'resetCodes.0.code', expected: 'a value', actual: undefined },
    ]);
  });

  it('are no operation step, and show in `harness scenario show`', () => {
    const scenario = resetWithMailedCode('registered@example.com', readCode);
    expect(operationSteps(scenario).map((s) => s.operation)).toEqual([
      'getToken',
      'resetPassword',
      'confirmForgotPassword',
    ]);
    expect(describeScenario(scenario)).toContain(
      '   3. read the mailed code: GET /__harness/outbox -> save resetCode = resetCodes.0.code',
    );
  });
});
