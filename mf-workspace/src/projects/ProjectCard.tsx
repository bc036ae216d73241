import { Card, Dropdown, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { projectTheme, type Project } from '@basalt/core';
import { relativeTime } from './relative-time';

interface Props {
  project: Project;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}

export function ProjectCard({ project, onOpen, onRename, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const colour = project.color || projectTheme(project.meta).primaryColor;
  const updated = project.updated_at ?? project.created_at;
  return (
    <Card
      hoverable
      className="project-card"
      onClick={onOpen}
      data-testid="project-card"
      styles={{ body: { padding: 16 } }}
    >
      <div className="project-card-row">
        <span className="project-card-icon" style={{ background: colour }} aria-hidden>
          {project.title.charAt(0).toUpperCase()}
        </span>
        <div className="project-card-text">
          <Typography.Text strong ellipsis={{ tooltip: project.title }}>
            {project.title}
          </Typography.Text>
          {updated && (
            <Typography.Text type="secondary" className="project-card-time">
              {t('workspace.projects.edited', { when: relativeTime(updated, i18n.language) })}
            </Typography.Text>
          )}
        </div>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'rename',
                icon: <EditOutlined />,
                label: t('workspace.common.rename'),
                onClick: ({ domEvent }) => (domEvent.stopPropagation(), onRename()),
              },
              {
                key: 'delete',
                icon: <DeleteOutlined />,
                danger: true,
                label: t('workspace.common.delete'),
                onClick: ({ domEvent }) => (domEvent.stopPropagation(), onDelete()),
              },
            ],
          }}
        >
          <button
            type="button"
            className="project-card-menu"
            aria-label={t('workspace.projects.actions', { title: project.title })}
            onClick={(e) => e.stopPropagation()}
          >
            <MoreOutlined />
          </button>
        </Dropdown>
      </div>
    </Card>
  );
}
