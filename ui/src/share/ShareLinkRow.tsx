import { useId } from 'react';
import { Button, Input } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { copyText } from './copy-text';
import type { ShareContext } from './share-words';
import './share.css';

/** A public link, selected when focused, and its copy button (a toast says whether it was copied). */
export function ShareLinkRow({ url, t, toast }: ShareContext & { url: string }) {
  const id = useId();
  const copy = async () => {
    if (await copyText(url)) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };
  return (
    <>
      <label htmlFor={id} className="share-label share-link-label">
        {t('share.link')}
      </label>
      <div className="share-row">
        <Input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </div>
    </>
  );
}
