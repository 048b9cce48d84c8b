// The facts of a made booking as label and value tiles: step 5's confirmation and
// the guest's booking page show them alike. Each screen sets its own columns
// (`className`), since step 5 keeps two to a row on a phone.
import { useAdoptedStyles } from '../../theme/adopt';
import css from './facts.css?inline';

/** A fact: what it is called, its value, and its name for `data-fact` (tests and print styles find it by that). */
export type Fact = [label: string, value: string, name: string];

export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  useAdoptedStyles(css);
  return (
    <dl className={`bw-facts ${className}`}>
      {facts.map(([label, value, name]) => (
        <div key={name} data-fact={name}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
