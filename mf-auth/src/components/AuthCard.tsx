import type { ReactNode } from 'react';
import './auth-card-frame.css';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The centred card every account page uses: a plain section and heading styled here rather than antd's Card
 * and Typography, so the sign-in page loads no antd component (docs/PERFORMANCE.md, sign-in budget).
 */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="auth-card-wrap">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <div className="auth-card-brand">
          <span className="auth-card-logo" aria-hidden>
            B
          </span>
          <span>Basalt</span>
        </div>
        <h1 className="auth-card-title" id="auth-card-title">
          {title}
        </h1>
        {subtitle && <p className="auth-card-subtitle">{subtitle}</p>}
        {children}
      </section>
      {footer && <div className="auth-card-footer">{footer}</div>}
    </div>
  );
}
