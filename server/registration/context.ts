/**
 * What every part of the modules' registration is made from: the configuration, what buildApp
 * made first, and the tuning tests and benchmarks may hand in.
 */
import type { BibleVersionId } from '../../contract/bible';
import type { Config, MemberLimits } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Branding } from '../domain/site-identity';
import type { BibleIndex } from '../infra/bible/bible-index';
import type { FastAnswers } from '../plugins/fast-answers';
import type { RateLimits } from '../plugins/rate-limit';
import type { Infrastructure } from '../infrastructure';

/** What tests and benchmarks may hand the modules instead of the configuration's. */
export interface ModuleTuning {
  /** Per-member conversation limits; default MEMBER_* from the configuration (tests loosen them). */
  memberLimits?: Partial<MemberLimits>;
  /**
   * The Bible indexes by version; each defaults to the one loaded once per process on first use
   * (main.ts loads them before listening, so no visitor waits; API tests that never read the
   * Bible never load it).
   */
  bibles?: Partial<Record<BibleVersionId, BibleIndex>>;
  /** Newsletter delivery tuning (tests and benchmarks). */
  newsletter?: {
    concurrency?: number;
    batchSize?: number;
    maxPerSecond?: number;
    leaseMs?: number;
    sweepMs?: number;
    processId?: string;
  };
}

/** What the modules are made from: the configuration, and what buildApp made first. */
export interface ModuleContext {
  config: Config;
  database: DatabaseHandle;
  tuning: ModuleTuning;
  clock: () => Date;
  rateLimits: RateLimits;
  infrastructure: Infrastructure;
  fastAnswers: FastAnswers;
  /** The identity the feeds are branded with, known once the site's service is made (here). */
  brand: { of: () => Promise<Branding | undefined> };
  /** Whether the process is stopping (/readyz answers 503 then). */
  stopping: () => boolean;
}
