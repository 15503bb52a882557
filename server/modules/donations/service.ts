/**
 * Giving, as one service over its parts: the checkout (`checkout.ts`), Stripe's webhooks
 * (`webhooks.ts`), a member's own giving (`member-giving.ts`), the funds (`funds.ts`), the
 * ministry's reports (`reports.ts`) and the mail they send (`mail.ts`). The dependencies are given
 * here once; each part's functions take them as arguments.
 */
import {
  type DonationsQuery,
  type ExportQuery,
  type FeeRule,
  GIVING_NOT_SET_UP,
  type UpdateFundBody,
  type UpdateRecurringBody,
} from '../../../contract/donations';
import type { SessionUser } from '../../domain/sessions';
import type { Database, DbOrTx } from '../../db/types';
import { unavailable } from '../../errors';
import type { ContentVersion } from '../../infra/content-version';
import type { Payments, Stripe } from '../../infra/payments';
import { confirmDonation, confirmSubscription, createDonation, type NewDonation } from './checkout';
import { createFund, getFund, listFunds, updateFund } from './funds';
import {
  cancelRecurring,
  changeRecurring,
  emailStatement,
  myGiving,
  statementFor,
} from './member-giving';
import { exportCsv, listDonations, summary } from './reports';
import { applyStripeEvent } from './webhooks';

export interface DonationServiceDeps {
  db: Database;
  clock: () => Date;
  /** Null when the STRIPE_* keys are not all set: giving answers 503. */
  payments: Payments | null;
  publicUrl: string;
  /** What covering the card fee adds (configuration). */
  feeRule: FeeRule;
  /**
   * Moved on when a fund changes: the donate page, rendered per request and kept while the
   * version stays, lists the open funds.
   */
  contentVersion: Pick<ContentVersion, 'changed'>;
}

export function createDonationService({
  db,
  clock,
  payments,
  publicUrl,
  feeRule,
  contentVersion,
}: DonationServiceDeps) {
  /** The payment provider; throws 503 when giving is not set up. */
  const configured = () => {
    if (!payments) throw unavailable(GIVING_NOT_SET_UP);
    return payments;
  };
  return {
    payments: configured,
    publishableKey: payments?.publishableKey ?? null,
    feeRule,
    openFunds: () => listFunds(db, true),
    create: (input: NewDonation) => createDonation(db, configured(), input, feeRule, clock()),
    confirm: (paymentIntentId: string) =>
      confirmDonation(db, configured(), paymentIntentId, clock()),
    confirmSubscription: (subscriptionId: string) =>
      confirmSubscription(db, configured(), subscriptionId),
    applyStripeEvent: (event: Stripe.Event) =>
      applyStripeEvent(db, event, { now: clock(), publicUrl }),
    list: (query: DonationsQuery) => listDonations(db, query),
    mine: (member: SessionUser) => (configured(), myGiving(db, member)),
    changeRecurring: (member: SessionUser, id: number, body: UpdateRecurringBody) =>
      changeRecurring(db, configured(), member, id, body, feeRule, clock()),
    cancelRecurring: (member: SessionUser, id: number) =>
      cancelRecurring(db, configured(), member, id, clock()),
    statement: (member: SessionUser, year: number) => (
      configured(),
      statementFor(db, member, year)
    ),
    emailStatement: (member: SessionUser, year: number) => (
      configured(),
      emailStatement(db, member, year, { now: clock(), publicUrl })
    ),
    funds: () => listFunds(db, false),
    fund: (id: number, dbOrTx: DbOrTx = db) => getFund(dbOrTx, id),
    createFund: async (name: string) => {
      const fund = await createFund(db, name, clock());
      contentVersion.changed();
      return fund;
    },
    updateFund: async (id: number, body: UpdateFundBody) => {
      const fund = await updateFund(db, id, body, clock());
      contentVersion.changed();
      return fund;
    },
    summary: () => summary(db, clock()),
    exportCsv: (query: ExportQuery) => exportCsv(db, query),
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
