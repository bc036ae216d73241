import { Button, Typography } from 'antd';
import { LoadingLines } from '@basalt/ui';
import { PlusOutlined, ShareAltOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectTheme, TableListItem } from '@basalt/core';
import { TableList } from './TableList';

interface Props {
  project: Project | undefined;
  theme: ProjectTheme | undefined;
  tables: TableListItem[];
  /** The table or view tab the page shows, or the auth tab. */
  activeId: string | undefined;
  authActive: boolean;
  strict: boolean;
  /** In the drawer the project's name heads the drawer itself. */
  hideTitle?: boolean;
  onHome: () => void;
  onAuth: () => void;
  onCreateTable: () => void;
  onOpenTable: (table: TableListItem) => void;
  onRenameTable: (table: TableListItem, title: string) => Promise<boolean>;
  onDeleteTable: (table: TableListItem) => Promise<void>;
  onMoveTable: (from: number, to: number) => void;
  /** Owners and creators create, rename, lock and delete views. */
  canManageViews?: boolean;
  /** Owners and creators create, rename, reorder and delete tables. */
  canManageTables?: boolean;
  /** The team and auth tab; a shared base's visitor has no account to show. */
  showAuth?: boolean;
  /** Opens the share-base dialog; absent for those who may not share the base. */
  onShareBase?: () => void;
  /** A view was opened from the list (the phone drawer closes). */
  onViewOpened?: () => void;
}

/** The project's name, leading to its home page, in the project's colour. */
export function ProjectTitle({ project, theme, onHome }: Pick<Props, 'theme' | 'onHome'> & { project: Project }) {
  return (
    <button type="button" className="project-sidebar-title" onClick={onHome}>
      <span className="project-sidebar-dot" style={{ background: theme?.primaryColor }} aria-hidden />
      <Typography.Text strong ellipsis={{ tooltip: project.title }}>
        {project.title}
      </Typography.Text>
    </button>
  );
}

/** The project's name and colour, its tables and the auth tab: the column on wide screens, the drawer on phones. */
export function ProjectSidebar(props: Props) {
  const { t } = useTranslation();
  const { project, theme } = props;
  return (
    <nav className="project-sidebar" aria-label={t('workspace.sidebar.label')}>
      {!project ? (
        <LoadingLines rows={4} label={t('workspace.sidebar.tables')} />
      ) : (
        <>
          {!props.hideTitle && <ProjectTitle project={project} theme={theme} onHome={props.onHome} />}
          <div className="project-sidebar-section">
            <span>{t('workspace.sidebar.tables')}</span>
            {props.canManageTables !== false && (
              <Button
                type="text"
                size="small"
                icon={<PlusOutlined />}
                aria-label={t('workspace.tables.createTitle')}
                onClick={props.onCreateTable}
              />
            )}
          </div>
          <TableList
            tables={props.tables}
            activeId={props.activeId}
            strict={props.strict}
            onOpen={props.onOpenTable}
            onRename={props.onRenameTable}
            onDelete={props.onDeleteTable}
            onMove={props.onMoveTable}
            canManageViews={props.canManageViews}
            canManageTables={props.canManageTables}
            onViewOpened={props.onViewOpened}
          />
          {props.showAuth !== false && (
            <div className="project-sidebar-footer">
              {props.onShareBase && (
                <Button type="text" block icon={<ShareAltOutlined />} onClick={props.onShareBase}>
                  {t('sharedBase.button')}
                </Button>
              )}
              <Button
                type="text"
                block
                icon={<TeamOutlined />}
                className={props.authActive ? 'is-active' : ''}
                aria-current={props.authActive ? 'page' : undefined}
                onClick={props.onAuth}
              >
                {t('workspace.auth.tab')}
              </Button>
            </div>
          )}
        </>
      )}
    </nav>
  );
}
