import { Avatar, Dropdown } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TokenUser } from '@basalt/core';

interface UserMenuProps {
  user: TokenUser;
  navigate: (to: string) => void;
  onSignOut: () => void;
}

export function UserMenu({ user, navigate, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  const initial = (user.firstname || user.email || '?').charAt(0).toUpperCase();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'email', label: user.email, disabled: true },
          { type: 'divider' },
          {
            key: 'account',
            icon: <UserOutlined />,
            label: t('shell.user.account'),
            onClick: () => navigate('/user/password'),
          },
          { key: 'signout', icon: <LogoutOutlined />, label: t('shell.user.signOut'), onClick: onSignOut },
        ],
      }}
    >
      <button type="button" className="basalt-user-button" aria-label={t('shell.user.menu')}>
        <Avatar size={28} style={{ background: 'var(--basalt-primary)' }}>
          {initial}
        </Avatar>
      </button>
    </Dropdown>
  );
}
