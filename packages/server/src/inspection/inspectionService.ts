import type {
  InspectedOwner,
  QuoteInspection,
  QuoteListed,
  Rate,
  RateInspection,
  UserInspection,
} from '@shipdeck/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRepository } from '../accounts/userRepository';
import type { CarrierGateway, RatingContext } from '../carriers/index';
import type { UserRow } from '../db/accountSchema';
import type { QuoteRepository } from '../db/quoteRepository';
import { loggable } from '../platform/http';
import { toListedQuote } from '../quotes/quoteService';

export interface InspectionServiceDeps {
  gateway: CarrierGateway;
  quotes: QuoteRepository;
  users: UserRepository;
  log: FastifyBaseLogger;
}

export interface InspectionService {
  /** A stored quote explained rate by rate; undefined when there is no such quote. */
  quote(id: string): Promise<QuoteInspection | undefined>;
  /** A user's price class and quotes, newest first; undefined when there is no such user. */
  user(id: string, page: number, itemsPerPage: number): Promise<UserInspection | undefined>;
}

/**
 * The quote inspection (spec 02 §2, spec 03 §2, super admins). A quote stores its request and the
 * rates it answered; the inspection prices the same request again in the rating engine's explain
 * mode, for the same owner's price class and as of the day the quote was made, so each rate comes
 * with its tariff lines. Nothing more is stored on the quoting path (docs/inspection.md#how-a-quote-is-explained):
 * each explained rate is compared with the one the quote answered, and a difference (a tariff or an
 * account discount changed since) is shown, never hidden.
 */
export function createInspectionService({
  gateway,
  quotes,
  users,
  log,
}: InspectionServiceDeps): InspectionService {
  async function ownerOf(
    subject: string,
  ): Promise<{ owner: InspectedOwner; context: Omit<RatingContext, 'now'> }> {
    const userId = subject.startsWith('user:') ? subject.slice('user:'.length) : null;
    const row = userId ? await users.findById(userId) : undefined;
    if (row)
      return {
        owner: ownerOfUser(row),
        context: { rateClass: 'client', accountDiscount: row.accountDiscount },
      };
    // Guests and a partner's widget shoppers quote at guest rates (tokens.ts: both are ROLE_GUEST).
    return {
      owner: {
        kind: subject.startsWith('partner:') ? 'partner' : userId ? 'user' : 'guest',
        id: userId,
        name: null,
        companyName: null,
        email: null,
        roles: [],
        accountDiscount: null,
        priceClass: userId ? 'account' : 'guest',
      },
      context: userId ? { rateClass: 'client' } : { rateClass: 'guest' },
    };
  }

  return {
    async quote(id) {
      const row = await quotes.findForInspection(id);
      if (!row) return undefined;
      const { owner, context } = await ownerOf(row.ownerSubject);
      const quoted = row.rates;
      let rates: RateInspection[] = [];
      let explainable = typeof gateway.explain === 'function';
      if (gateway.explain) {
        try {
          const explained = await gateway.explain(row.request, { ...context, now: row.createdOn });
          rates = explained.map(({ rate, explanation }) => {
            const match = quoted.find(
              (q) => q.carrier === rate.carrier && q.carrierProduct === rate.carrierProduct,
            );
            const total = explanation.lines.reduce(
              (sum, line) => sum + Math.round(line.amount.amount * 100),
              0,
            );
            return {
              carrier: rate.carrier,
              carrierProduct: rate.carrierProduct,
              serviceName: rate.carrierService.name,
              rateId: match?.id ?? null,
              ...explanation,
              total: { amount: total / 100, currency: rate.optimalRate.currency },
              quotedTotal: match ? match.optimalRate : null,
              matchesQuote:
                !!match &&
                match.optimalRate.currency === rate.optimalRate.currency &&
                Math.round(match.optimalRate.amount * 100) === total,
            };
          });
        } catch (error) {
          // The stored rates are still worth showing; the failure is ours to look into.
          log.error({ err: loggable(error), quoteId: id }, 'carrier gateway failed to explain a quote');
          explainable = false;
        }
      }
      return {
        '@id': `/api/quote_inspections/${row.id}`,
        '@type': 'QuoteInspection',
        id: row.id,
        createdOn: row.createdOn.toISOString(),
        owner,
        request: row.request,
        explainable,
        rates,
        quotedRates: quoted as Rate[],
      };
    },

    async user(id, page, itemsPerPage) {
      const row = await users.findById(id);
      if (!row) return undefined;
      const { rows, total } = await quotes.listByOwner({
        ownerSubject: `user:${id}`,
        limit: itemsPerPage,
        offset: (page - 1) * itemsPerPage,
      });
      const listed: QuoteListed[] = rows.map(toListedQuote);
      return {
        '@id': `/api/user_inspections/${id}`,
        '@type': 'UserInspection',
        owner: ownerOfUser(row),
        quotes: listed,
        totalQuotes: total,
        page,
        itemsPerPage,
      };
    },
  };
}

function ownerOfUser(row: UserRow): InspectedOwner {
  return {
    kind: 'user',
    id: row.id,
    name: row.name,
    companyName: row.companyName,
    email: row.email,
    roles: row.roles,
    accountDiscount: row.accountDiscount,
    priceClass: 'account',
  };
}
