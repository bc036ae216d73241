import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell-context';

const ROLE_COLOURS: Record<string, string> = {
  owner: 'purple',
  creator: 'blue',
  editor: 'green',
  commenter: 'orange',
  viewer: 'default',
};

/** The auth tab: who has access to this project and with which role. */
export function AuthTab({ roles }: { roles: string[] }) {
  const { t } = useTranslation();
  const { session } = useShell();
  const user = session.getState().user;
  const projectRoles = roles.filter((r) => r in ROLE_COLOURS);
  return (
    <div className="project-auth">
      <Typography.Title level={4}>{t('workspace.auth.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('workspace.auth.lead')}</Typography.Paragraph>
      <Card>
        <List
          dataSource={user ? [user] : []}
          renderItem={(member) => (
            <List.Item>
              <List.Item.Meta title={member.email} description={t('workspace.auth.you')} />
              {projectRoles.map((role) => (
                <Tag key={role} color={ROLE_COLOURS[role]}>
                  {t(`workspace.roles.${role}`)}
                </Tag>
              ))}
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
