// A screen's header (SPEC "Page header"): title, subtitle, loading state, an
// area below the subtitle and one for breadcrumbs.
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  loading?: boolean;
  /** Shown below the subtitle. */
  children?: ReactNode;
  breadcrumbs?: ReactNode;
}

export function PageHeader({ title, subtitle, loading = false, children, breadcrumbs }: PageHeaderProps) {
  return (
    <header className="bw-page-header" aria-busy={loading || undefined}>
      <h2 className="bw-page-header__title">
        {title}
        {loading && <span className="bw-page-header__loading" role="progressbar" aria-label={title} />}
      </h2>
      {subtitle && <p className="bw-page-header__subtitle">{subtitle}</p>}
      {children}
      {breadcrumbs}
    </header>
  );
}
