export { copyText } from './copy-text';
export { ShareLinkRow } from './ShareLinkRow';
export { SharePassword } from './SharePassword';
export { DisableShareButton } from './DisableShareButton';
export type { ShareContext } from './share-words';
export { NotSharedYet } from './NotSharedYet';
export { useShareState } from './use-share-state';
