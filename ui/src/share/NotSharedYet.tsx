import { Button } from 'antd';
import type { ShareContext } from './share-words';
import './share.css';

/** A dialog's body before there is a link: what sharing does, and the button that creates the link. */
export function NotSharedYet({
  note,
  busy,
  onCreate,
  t,
}: Pick<ShareContext, 't'> & {
  note: string;
  busy: boolean;
  onCreate: () => void;
}) {
  return (
    <div className="share-settings">
      <p className="share-note">{note}</p>
      <div>
        <Button type="primary" loading={busy} onClick={onCreate}>
          {t('share.create')}
        </Button>
      </div>
    </div>
  );
}
