// The breadcrumb trail (SPEC: links, each with a target and an active flag).
// In dummy mode the links can be made non-clickable.
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';

export interface Crumb {
  label: string;
  target: string;
  active: boolean;
  /** Marked as where the guest is, yet still a link (step 4 sits on the last step, details). */
  current?: boolean;
}

export interface BreadcrumbsProps {
  crumbs: Crumb[];
  clickable?: boolean;
}

export function Breadcrumbs({ crumbs, clickable = true }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav className="bw-breadcrumbs" aria-label={t({ id: 'booking_steps', message: 'Booking steps' })}>
      <ol>
        {crumbs.map((crumb, index) => {
          const content = (
            <>
              <span className="bw-breadcrumbs__number" aria-hidden="true">
                {index + 1}
              </span>
              {crumb.label}
            </>
          );
          const current = crumb.active || crumb.current ? 'step' : undefined;
          return (
            <li key={crumb.target}>
              {clickable && !crumb.active ? (
                <Link href={crumb.target} aria-current={current}>
                  {content}
                </Link>
              ) : (
                <span aria-current={current}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
