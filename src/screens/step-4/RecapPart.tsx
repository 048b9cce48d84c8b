// One part of step 4's recap: a heading, what the guest chose, and a link to
// the step that changes it (its text says what it changes).
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface RecapPartProps {
  heading: string;
  /** Route of the step that changes this part; no link without it. */
  changeAt?: string;
  changeLabel?: string;
  name: string;
  children: ReactNode;
}

export function RecapPart({ heading, changeAt, changeLabel, name, children }: RecapPartProps) {
  return (
    <section className="bw-recap__part" data-part={name}>
      <div className="bw-recap__head">
        <h4 className="bw-recap__heading">{heading}</h4>
        {changeAt && changeLabel && (
          <Link href={changeAt} className="bw-recap__change">
            {changeLabel}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Label-value rows; rows with an empty value are left out. */
export function Facts({ rows }: { rows: Array<[label: string, value: string, name: string]> }) {
  return (
    <dl className="bw-recap__facts">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value, name]) => (
          <div key={name} data-fact={name}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
