// A screen's header (SPEC "Page header"): title, subtitle, loading state, an
// area below the subtitle and one for breadcrumbs.
import { type ReactNode, useRef } from 'react';
import { useHeadingFocus } from '../widget/heading-focus';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  loading?: boolean;
  /** Shown below the subtitle. */
  children?: ReactNode;
  breadcrumbs?: ReactNode;
}

export function PageHeader({ title, subtitle, loading = false, children, breadcrumbs }: PageHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The guest came here from inside the widget: focus follows.
  useHeadingFocus(heading);
  return (
    <header className="bw-page-header" aria-busy={loading || undefined}>
      <h2 ref={heading} className="bw-page-header__title" tabIndex={-1}>
        {title}
        {loading && <span className="bw-page-header__loading" role="progressbar" aria-label={title} />}
      </h2>
      {subtitle && <p className="bw-page-header__subtitle">{subtitle}</p>}
      {children}
      {breadcrumbs}
    </header>
  );
}
