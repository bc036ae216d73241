import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TokenUser } from '@basalt/core';
import { MenuButton } from '@basalt/ui';

interface UserMenuProps {
  user: TokenUser;
  navigate: (to: string) => void;
  onSignOut: () => void;
}

export function UserMenu({ user, navigate, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  const initial = (user.firstname || user.email || '?').charAt(0).toUpperCase();
  return (
    <MenuButton
      className="basalt-user-button"
      label={t('shell.user.menu')}
      items={[
        { key: 'email', label: user.email, disabled: true },
        'divider',
        {
          key: 'account',
          icon: <UserOutlined />,
          label: t('shell.user.account'),
          onSelect: () => navigate('/user/password'),
        },
        { key: 'signout', icon: <LogoutOutlined />, label: t('shell.user.signOut'), onSelect: onSignOut },
      ]}
    >
      <span className="basalt-avatar" aria-hidden>
        {initial}
      </span>
    </MenuButton>
  );
}
