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

/** The project's name, leading to its home page, in the project's colour; a long name ends in an ellipsis. */
export function ProjectTitle({ project, theme, onHome }: Pick<Props, 'theme' | 'onHome'> & { project: Project }) {
  return (
    <button type="button" className="project-sidebar-title" onClick={onHome} title={project.title}>
      <span className="project-sidebar-dot" style={{ background: theme?.primaryColor }} aria-hidden />
      <span className="project-sidebar-name">{project.title}</span>
    </button>
  );
}

/**
 * The project's name and colour, its tables and the auth tab: the column on wide screens, the drawer on phones.
 * Plain buttons, not antd's Button and Typography: they alone made every table page fetch antd's shared parts
 * file, antd-common (docs/PERFORMANCE.md).
 */
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
              <button
                type="button"
                className="project-sidebar-add"
                aria-label={t('workspace.tables.createTitle')}
                onClick={props.onCreateTable}
              >
                <PlusOutlined aria-hidden />
              </button>
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
                <button type="button" className="project-sidebar-link" onClick={props.onShareBase}>
                  <ShareAltOutlined aria-hidden />
                  <span>{t('sharedBase.button')}</span>
                </button>
              )}
              <button
                type="button"
                className={`project-sidebar-link${props.authActive ? ' is-active' : ''}`}
                aria-current={props.authActive ? 'page' : undefined}
                onClick={props.onAuth}
              >
                <TeamOutlined aria-hidden />
                <span>{t('workspace.auth.tab')}</span>
              </button>
            </div>
          )}
        </>
      )}
    </nav>
  );
}
