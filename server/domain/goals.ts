import type { GoalName } from '../../contract/analytics';
import type { SiteLanguage } from '../../contract/i18n';

/**
 * A goal reached (a confirmed subscription, a registration, a gift…), recorded by the server
 * where it happens. Any area records one with `request.recordGoal(...)` after its success: the
 * analytics plugin decorates every request with it, so no area imports another's module. It
 * never throws and never delays the answer (the write happens after it).
 */
export interface GoalDetails {
  lang?: SiteLanguage | undefined;
  /** Gifts: the fund's name, the amount in cents and its currency. */
  fund?: string | undefined;
  amountCents?: number | undefined;
  currency?: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    recordGoal(name: GoalName, details?: GoalDetails): void;
  }
}
