/** The share button and what it needs, for every view's header (grid toolbar, form builder...). */
export { ShareButton, type ShareButtonProps } from './ShareButton';
export { VIEW_TYPE } from './share-link';
