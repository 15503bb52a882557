/**
 * Finds, in a package-lock.json, the dependencies whose installed version an advisory of
 * security/known-bad-versions.json names. The advisory service (`npm audit`) is not always
 * reachable; this list is, and the test suite checks the lock against it on every run.
 *
 * Ranges are a small subset of npm's: comparators (`<`, `<=`, `>`, `>=`, `=`) of plain
 * `major.minor.patch` versions, joined by spaces (all must hold) and alternatives joined by `||`.
 * A version with a pre-release part is compared by its `major.minor.patch` only (a pre-release
 * of a fixed version counts as fixed: the list is a floor, not an exact science).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Advisory {
  package: string;
  range: string;
  advisory: string;
  summary: string;
}

export interface Finding extends Advisory {
  /** Where the lock installs it (`node_modules/…`). */
  location: string;
  version: string;
}

type Triple = [number, number, number];

function parseVersion(version: string): Triple {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!match) throw new Error(`Not a version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Does `version` fall within `range` (see the module's comment for the syntax)? */
export function inRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator);
        if (!match?.[2]) throw new Error(`Not a comparator: ${comparator}`);
        const d = compare(v, parseVersion(match[2]));
        switch (match[1]) {
          case '<':
            return d < 0;
          case '<=':
            return d <= 0;
          case '>':
            return d > 0;
          case '>=':
            return d >= 0;
          default:
            return d === 0;
        }
      }),
  );
}

interface Lock {
  packages?: Record<string, { version?: string; link?: boolean }>;
}

/** The installed packages of a lock (lockfileVersion 2 and 3) the advisories name. */
export function findKnownBad(lock: Lock, advisories: Advisory[]): Finding[] {
  const findings: Finding[] = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location || entry.link || !entry.version) continue;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const advisory of advisories) {
      if (advisory.package === name && inRange(entry.version, advisory.range)) {
        findings.push({ ...advisory, location, version: entry.version });
      }
    }
  }
  return findings;
}

/** The repository's list and lock, read from `root`. */
export function readKnownBad(root: string): { lock: Lock; advisories: Advisory[] } {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const list = read('security/known-bad-versions.json') as { advisories: Advisory[] };
  return { lock: read('package-lock.json') as Lock, advisories: list.advisories };
}
