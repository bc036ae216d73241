import type { ReactNode } from 'react';
import { Typography } from 'antd';
import './auth-card-frame.css';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The centred card every account page uses. A plain section styled here rather than antd's Card, which
 * imports Tabs (for card tabs these pages never show) and would add it to the sign-in page's download.
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
        <Typography.Title level={3} className="auth-card-title" id="auth-card-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </section>
      {footer && <div className="auth-card-footer">{footer}</div>}
    </div>
  );
}
