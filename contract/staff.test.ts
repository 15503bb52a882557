import { describe, expect, it } from 'vitest';
import {
  isAdministrator,
  PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  rolesWith,
  STAFF_ROLES,
  type Permission,
} from './staff';

/** The three things a small ministry keeps apart: money, pastoral conversations, content. */
const realms: Record<string, readonly Permission[]> = {
  money: ['giving.read', 'giving.manage'],
  pastoral: ['conversations.manage', 'prayer.manage'],
  content: ['content.publish', 'content.draft', 'content.translate', 'newsletter.send'],
};

describe('the permission table', () => {
  it('gives the owner everything and an admin everything but ownership', () => {
    expect(permissionsOf(['owner'])).toEqual([...PERMISSIONS]);
    expect(permissionsOf(['admin'])).toEqual(PERMISSIONS.filter((p) => p !== 'ownership.transfer'));
  });

  it('keeps money, pastoral conversations and content apart for every other role', () => {
    for (const role of STAFF_ROLES.filter((r) => !isAdministrator([r]))) {
      const held = Object.entries(realms)
        .filter(([, permissions]) => permissions.some((p) => ROLE_PERMISSIONS[role].includes(p)))
        .map(([realm]) => realm);
      expect(held.length, role).toBeLessThanOrEqual(1);
    }
  });

  it('adds up the permissions of several roles, in the table’s order, and ignores unknown roles', () => {
    expect(permissionsOf(['treasurer', 'author', 'nobody'])).toEqual([
      'content.draft',
      'giving.read',
      'giving.manage',
    ]);
    expect(permissionsOf([])).toEqual([]);
  });

  it('names the roles that hear of a permission’s work', () => {
    expect(rolesWith('giving.read')).toEqual(['owner', 'admin', 'treasurer']);
    expect(rolesWith('ownership.transfer')).toEqual(['owner']);
  });
});
