import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { projectTheme, type Project } from '@basalt/core';
import { MenuButton } from '@basalt/ui';
import { relativeTime } from './relative-time';

interface Props {
  project: Project;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/**
 * One project on the projects page: opens on click or Enter. Plain elements and the plain MenuButton, not
 * antd's Card and Dropdown, which would bring Tabs and the dropdown machinery to this page (docs/PERFORMANCE.md).
 */
export function ProjectCard({ project, onOpen, onRename, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const colour = project.color || projectTheme(project.meta).primaryColor;
  const updated = project.updated_at ?? project.created_at;
  return (
    <article className="project-card" onClick={onOpen} data-testid="project-card">
      <span className="project-card-icon" style={{ background: colour }} aria-hidden>
        {project.title.charAt(0).toUpperCase()}
      </span>
      <div className="project-card-text">
        {/* the link is the card's keyboard way in; the whole card takes the click */}
        <a
          className="project-card-title"
          href={`/nc/${project.id}`}
          title={project.title}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onOpen();
          }}
        >
          {project.title}
        </a>
        {updated && (
          <span className="project-card-time">
            {t('workspace.projects.edited', { when: relativeTime(updated, i18n.language) })}
          </span>
        )}
      </div>
      <MenuButton
        className="project-card-menu"
        label={t('workspace.projects.actions', { title: project.title })}
        items={[
          { key: 'rename', icon: <EditOutlined />, label: t('workspace.common.rename'), onSelect: onRename },
          {
            key: 'delete',
            icon: <DeleteOutlined />,
            danger: true,
            label: t('workspace.common.delete'),
            onSelect: onDelete,
          },
        ]}
      >
        <MoreOutlined />
      </MenuButton>
    </article>
  );
}
