import type { World } from '../../core/world';
import { deriveSecret } from '../../domain/auth/secret-derivation';

/**
 * A bearer secret of this world (`atk-…`, `rtk-…`, `ac-…`, `rc-…`, `st-…`, `sh-…`): the prefix says what it
 * is, the rest is unguessable and belongs to this harness session only (secret-derivation.ts). It is named in
 * the world by the next number of the prefix's counter (kept by world snapshots, so a restored world never
 * mints a secret twice).
 */
export async function mintSecret(world: World, prefix: string): Promise<string> {
  return `${prefix}-${await deriveSecret(world.seed, world.name, world.ids.next(prefix, 16))}`;
}
