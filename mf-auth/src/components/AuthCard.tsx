import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every account page uses. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="auth-card-wrap">
      <Card className="auth-card" variant="borderless">
        <div className="auth-card-brand">
          <span className="auth-card-logo" aria-hidden>
            B
          </span>
          <span>Basalt</span>
        </div>
        <Typography.Title level={3} className="auth-card-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </Card>
      {footer && <div className="auth-card-footer">{footer}</div>}
    </div>
  );
}
