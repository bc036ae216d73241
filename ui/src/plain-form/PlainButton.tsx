import type { ReactNode } from 'react';
import './plain-form.css';

interface Props {
  children: ReactNode;
  variant?: 'primary' | 'default';
  /** `large` (the default) fills its row, as on the sign-in card; `middle`, antd's default size, fits its text. */
  size?: 'large' | 'middle';
  type?: 'button' | 'submit';
  busy?: boolean;
  /** Drawn as a link (an OAuth start, a page elsewhere) when given. */
  href?: string;
  icon?: ReactNode;
  onClick?: () => void;
}

/** A button styled to the theme, for the pages that load no antd button (docs/PERFORMANCE.md). */
export function PlainButton({
  children,
  variant = 'default',
  size = 'large',
  type = 'button',
  busy = false,
  href,
  icon,
  onClick,
}: Props) {
  const className = `plain-button plain-button-${variant} plain-button-${size}${busy ? ' is-busy' : ''}`;
  const content = (
    <>
      {busy ? <span className="plain-button-spinner" aria-hidden /> : icon && <span aria-hidden>{icon}</span>}
      <span>{children}</span>
    </>
  );
  if (href) {
    return (
      <a className={className} href={href}>
        {content}
      </a>
    );
  }
  return (
    // busy: still focusable and announced, but a second press sends nothing
    <button
      type={type}
      className={className}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.();
      }}
    >
      {content}
    </button>
  );
}
