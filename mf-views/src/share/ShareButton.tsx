import { lazy, Suspense, useState } from 'react';
import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ToolbarLabel, tooltipOf } from '../toolbar/ToolbarLabel';

// the dialog (antd Modal, Switch, Input) is fetched when a member first opens it, not with every view
const loadDialog = () => import('./ShareDialog');
const ShareDialog = lazy(loadDialog);

export interface ShareButtonProps {
  tableId: string;
  viewId: string;
  /** The view's type (share-link.ts VIEW_TYPE): 1 form, 2 gallery, 3 grid, 4 kanban. */
  viewType: number;
  /** The user may share views (owner and creator, docs/API.md §1.10): without it there is no button. */
  canShare: boolean;
}

/** The toolbar's Share button, opening the view's share dialog (a plain button: no antd until it is pressed). */
export function ShareButton({ tableId, viewId, viewType, canShare }: ShareButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so that closing it can hand the focus back to this button
  const [opened, setOpened] = useState(false);
  if (!canShare) return null;
  return (
    <>
      <button
        type="button"
        className="toolbar-standin share-button"
        aria-haspopup="dialog"
        {...tooltipOf(t('share.button'))}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ShareAltOutlined aria-hidden />
        <ToolbarLabel text={t('share.button')} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ShareDialog
            open={open}
            tableId={tableId}
            viewId={viewId}
            viewType={viewType}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
