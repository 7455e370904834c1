import { staffPermissions } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { rolesBn, rolesEn } from '@/i18n/locales/roles';

const at = (tree: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), tree);

describe('permission descriptions', () => {
  it('describe every permission of the catalogue in English and Bangla (the role checklist shows them)', () => {
    const missing = staffPermissions.filter(
      (p) => typeof at(rolesEn.permissions, p) !== 'string' || typeof at(rolesBn.permissions, p) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
