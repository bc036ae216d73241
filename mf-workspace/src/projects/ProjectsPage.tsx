import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Empty } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { projectTitleError, type Project } from '@basalt/core';
import { PlainButton, SegmentedChoice, useConfirm, useTypeAhead } from '@basalt/ui';
import { useShell } from '../shell-context';
import { useReportingAction, useWorkspaceApi } from '../shell-hooks';
import { ProjectCard } from './ProjectCard';
import './projects.css';

/**
 * The dialogs (Modal, Form, and the colour picker's ColorPicker, the largest component on this page) are
 * fetched when first opened, not with the list.
 */
const CreateProjectDialog = lazy(() =>
  import('./CreateProjectDialog').then((m) => ({ default: m.CreateProjectDialog })),
);
const RenameDialog = lazy(() => import('../components/RenameDialog').then((m) => ({ default: m.RenameDialog })));

type Sort = 'recent' | 'name';

const recency = (p: Project) => Date.parse(p.updated_at ?? p.created_at ?? '') || 0;

/**
 * `/` and `/projects`: the user's projects with search, sort and creation. Its buttons and search box are plain
 * elements: antd's Button and Input alone made the page fetch antd's shared parts file, antd-common
 * (docs/PERFORMANCE.md); Empty comes with antd-core, which every page loads.
 */
export function ProjectsPage() {
  const { t } = useTranslation();
  const { navigate } = useShell();
  // the page's own confirm host, loading antd's Modal only when first asked (docs/PERFORMANCE.md)
  const [confirm, confirmHolder] = useConfirm();
  const api = useWorkspaceApi();
  const run = useReportingAction();
  const [projects, setProjects] = useState<Project[] | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('recent');
  const [creating, setCreating] = useState(false);
  // the title typed straight after the click, while the dialog loads, goes into it
  useTypeAhead(creating);
  // Once opened, the create dialog stays mounted, so it closes with its animation and keeps its form.
  const [createOpened, setCreateOpened] = useState(false);
  const openCreate = () => {
    setCreateOpened(true);
    setCreating(true);
  };
  const [renaming, setRenaming] = useState<Project | undefined>(undefined);

  const reload = useCallback(async () => {
    const ok = await run(async () => setProjects((await api.listProjects()).list));
    if (!ok) setProjects((current) => current ?? []);
  }, [api, run]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void reload(), []);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const list = (projects ?? []).filter((p) => p.title.toLowerCase().includes(needle));
    return list.sort((a, b) => (sort === 'name' ? a.title.localeCompare(b.title) : recency(b) - recency(a)));
  }, [projects, search, sort]);

  const confirmDelete = (project: Project) =>
    confirm({
      title: t('workspace.projects.deleteTitle', { title: project.title }),
      content: t('workspace.projects.deleteBody'),
      okText: t('workspace.common.delete'),
      danger: true,
      cancelText: t('workspace.common.cancel'),
      onOk: async () => {
        if (await run(() => api.deleteProject(project.id))) await reload();
      },
    });

  return (
    <div className="projects-page">
      {confirmHolder}
      <div className="projects-head">
        <h1 className="projects-title">{t('workspace.projects.title')}</h1>
        <PlainButton variant="primary" size="middle" icon={<PlusOutlined />} onClick={openCreate}>
          {t('workspace.projects.new')}
        </PlainButton>
      </div>
      <div className="projects-tools">
        {/* type=search: the browser's own clear button, and Escape clears it */}
        <label className="projects-search">
          <SearchOutlined aria-hidden />
          <input
            type="search"
            placeholder={t('workspace.projects.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t('workspace.projects.search')}
          />
        </label>
        <SegmentedChoice<Sort>
          label={t('workspace.projects.sortBy')}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'recent', label: t('workspace.projects.sortRecent') },
            { value: 'name', label: t('workspace.projects.sortName') },
          ]}
        />
      </div>
      {projects === undefined ? (
        <div className="projects-loading" aria-busy="true" aria-label={t('workspace.projects.title')}>
          {[0, 1, 2].map((slot) => (
            <span key={slot} className="projects-loading-card" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <Empty
          style={{ marginTop: 48 }}
          description={search ? t('workspace.projects.noMatch') : t('workspace.projects.empty')}
        >
          {!search && (
            <PlainButton variant="primary" size="middle" icon={<PlusOutlined />} onClick={openCreate}>
              {t('workspace.projects.new')}
            </PlainButton>
          )}
        </Empty>
      ) : (
        <div className="projects-grid">
          {shown.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              onOpen={() => navigate(`/nc/${project.id}`)}
              onRename={() => setRenaming(project)}
              onDelete={() => confirmDelete(project)}
            />
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        {createOpened && (
          <CreateProjectDialog
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(project) => {
              setCreating(false);
              navigate(`/nc/${project.id}`);
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {renaming && (
          <RenameDialog
            open
            title={t('workspace.projects.renameTitle')}
            label={t('workspace.projects.name')}
            initial={renaming.title}
            validate={(value) => projectTitleError(value)}
            onClose={() => setRenaming(undefined)}
            onSave={async (title) => {
              const ok = await run(() => api.updateProject(renaming.id, { title }));
              if (ok) await reload();
              return ok;
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
