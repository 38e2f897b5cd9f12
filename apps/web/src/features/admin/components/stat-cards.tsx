import { cardClass } from './admin-styles';

/** The counters above an admin view, one card each. */
export function StatCards({
  className,
  valueClassName,
  cards,
}: {
  /** The grid (its columns differ per view). */
  className: string;
  /** The number's size. */
  valueClassName: string;
  /** A count, or a count against its limit ("3 of 200"). */
  cards: { label: string; value: number | string }[];
}) {
  return (
    <dl className={className}>
      {cards.map((card) => (
        <div key={card.label} className={cardClass}>
          <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
          <dd className={`mt-2 font-semibold text-slate-900 ${valueClassName}`}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
