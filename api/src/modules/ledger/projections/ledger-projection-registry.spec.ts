import { describe, expect, it } from '@jest/globals';
import type { Pool, PoolClient } from 'pg';
import { LedgerProjectionRegistry, LedgerProjectionRegistryError } from './ledger-projection-registry.js';
import type { ProjectedEvent, Projection } from './projection.js';

class NamedProjection implements Projection {
  constructor(readonly name: string) {}
  async apply(_events: readonly ProjectedEvent[], _client: PoolClient): Promise<void> {}
  async reset(_client: PoolClient): Promise<void> {}
}
class ImpostorProjection extends NamedProjection {}

// The pool is used only by rebuild(), which the integration tests cover on a real database.
const registry = () => new LedgerProjectionRegistry(null as unknown as Pool);

describe('LedgerProjectionRegistry', () => {
  it('lists projections in registration order', () => {
    const r = registry();
    const a = new NamedProjection('account_statement');
    const b = new NamedProjection('vip_points');
    r.register(a);
    r.register(b);
    expect(r.list()).toEqual([a, b]);
  });

  it('refuses one projection registered twice', () => {
    const r = registry();
    const p = new NamedProjection('vip_points');
    r.register(p);
    expect(() => r.register(p)).toThrow(
      new LedgerProjectionRegistryError('Ledger projection "vip_points" (NamedProjection) is registered twice: register it once.'),
    );
  });

  it('refuses two projections with one name, naming both', () => {
    const r = registry();
    r.register(new NamedProjection('vip_points'));
    expect(() => r.register(new ImpostorProjection('vip_points'))).toThrow(
      /Two ledger projections are named "vip_points" \(NamedProjection and ImpostorProjection\)/,
    );
    expect(r.list()).toHaveLength(1);
  });

  it('refuses a name that cannot key a checkpoint or be typed on the command line', () => {
    expect(() => registry().register(new NamedProjection(''))).toThrow(LedgerProjectionRegistryError);
    expect(() => registry().register(new NamedProjection('VIP points'))).toThrow(/invalid name "VIP points"/);
  });

  it('refuses registrations once the runner has started', () => {
    const r = registry();
    r.seal();
    expect(() => r.register(new NamedProjection('vip_points'))).toThrow(/registered after the projection runner started/);
  });
});
