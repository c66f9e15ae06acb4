import { describe, expect, it } from 'vitest';
import { deriveSecret } from './secret-derivation';

describe('deriveSecret', () => {
  it('is 256 bits of base64url, the same for the same seed, session and label', async () => {
    const secret = await deriveSecret(7, 'default', 'atk-0000000000000001');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await deriveSecret(7, 'default', 'atk-0000000000000001')).toBe(secret);
  });

  it('differs with the session, the seed and the label, and keeps the parts apart', async () => {
    const secrets = await Promise.all([
      deriveSecret(7, 'default', 'atk-1'),
      deriveSecret(7, 'other', 'atk-1'),
      deriveSecret(8, 'default', 'atk-1'),
      deriveSecret(7, 'default', 'atk-2'),
      deriveSecret(7, 'a', 'b|c'),
      deriveSecret(7, 'a|b', 'c'),
    ]);
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});
