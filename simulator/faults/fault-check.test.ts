import { describe, expect, it } from 'vitest';
import { checkFault } from './fault-check';

describe('fault checks', () => {
  it('refuses an id the operation does not declare, naming both, unless forced', () => {
    const undeclared = checkFault({ operation: 'getServerTime', errorId: 'PYT402' });
    expect(undeclared).toMatchObject({ ok: false, field: 'errorId' });
    expect(!undeclared.ok && undeclared.message).toMatch(
      /^getServerTime \(GET \/fapi\/server\/time\) does not declare PYT402; .*"force": true/,
    );
    expect(checkFault({ operation: 'getServerTime', errorId: 'PYT402', force: true }).ok).toBe(true);
    expect(checkFault({ operation: 'PUT /cart/v2/checkout/order', errorId: 'PYT402', times: 1 }).ok).toBe(
      true,
    );
  });

  it('names an unknown key, and the nearest ids for one not in the catalogue', () => {
    const typo = checkFault({ operation: 'placeOrder', errorId: 'PYT402', time: 1 });
    expect(typo).toMatchObject({ ok: false, field: 'time' });
    expect(!typo.ok && typo.message).toMatch(
      /unknown key "time" \(a fault takes operation, errorId, .*times, force\)/,
    );
    const wrong = checkFault({ operation: 'placeOrder', errorId: 'PYT42' });
    expect(wrong).toMatchObject({ ok: false, field: 'errorId' });
    expect(!wrong.ok && wrong.message).toMatch(/no error id "PYT42"\. Did you mean: .*PYT402/);
  });
});
