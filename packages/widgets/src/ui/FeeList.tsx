import type { RateCard } from '@shipdeck/core/quote/rateCards';

/** A rate's surcharges, one line each (description, amount), or `none` when it has none: the quote's card and the prepare rate summary's See Details. */
export function FeeList({ fees, none }: { fees: RateCard['fees']; none: string }) {
  if (fees.length === 0) return <p>{none}</p>;
  return (
    <ul>
      {fees.map((fee) => (
        <li key={fee.id} className="sd-fee">
          <span>{fee.description}</span>
          <span>{fee.amount}</span>
        </li>
      ))}
    </ul>
  );
}
