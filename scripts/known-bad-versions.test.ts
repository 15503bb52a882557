// @module-tag asvs-v15
/**
 * No dependency in package-lock.json is at a version a known advisory names
 * (security/known-bad-versions.json): the check that stands in for `npm audit` where the advisory
 * service cannot be reached.
 */
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/project-root';
import { findKnownBad, inRange, readKnownBad } from './lib/known-bad-versions';

describe('known-bad dependency versions', () => {
  it('package-lock.json installs none of them', () => {
    const { lock, advisories } = readKnownBad(projectRoot());
    expect(advisories.length).toBeGreaterThan(5);
    expect(Object.keys(lock.packages ?? {}).length).toBeGreaterThan(100);
    expect(findKnownBad(lock, advisories)).toEqual([]);
  });

  it('finds a vulnerable version wherever the lock nests it, and passes a fixed one', () => {
    const { advisories } = readKnownBad(projectRoot());
    const lock = {
      packages: {
        '': { version: '1.0.0' },
        'node_modules/cross-spawn': { version: '7.0.3' },
        'node_modules/execa/node_modules/cross-spawn': { version: '6.0.5' },
        'node_modules/micromatch': { version: '4.0.8' },
        'node_modules/a/node_modules/path-to-regexp': { version: '0.1.7' },
        'node_modules/semver': { version: '7.8.6' },
      },
    };
    expect(findKnownBad(lock, advisories).map((f) => [f.location, f.advisory])).toEqual([
      ['node_modules/cross-spawn', 'GHSA-3xgq-45jj-v275'],
      ['node_modules/execa/node_modules/cross-spawn', 'GHSA-3xgq-45jj-v275'],
      ['node_modules/a/node_modules/path-to-regexp', 'GHSA-9wv6-86v2-598j, GHSA-rhx6-c78j-4q9w'],
    ]);
  });

  it('reads ranges as npm does for plain versions', () => {
    expect(inRange('7.0.4', '>=7.0.0 <7.0.5')).toBe(true);
    expect(inRange('7.0.5', '>=7.0.0 <7.0.5')).toBe(false);
    expect(inRange('6.2.9', '<5.7.2 || >=6.0.0 <6.3.1')).toBe(true);
    expect(inRange('6.3.1', '<5.7.2 || >=6.0.0 <6.3.1')).toBe(false);
    expect(inRange('1.2.3', '=1.2.3')).toBe(true);
    expect(inRange('1.2.3-beta.1', '<=1.2.3')).toBe(true);
    expect(() => inRange('one', '<1.0.0')).toThrow('Not a version');
  });
});
