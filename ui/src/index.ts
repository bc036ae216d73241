export { createShellContext } from './shell-context';
export * from './cells';
export { useAntdTheme } from './theme';
export * from './plain-form';
export { MenuButton, type MenuEntry, type MenuItem } from './menu/MenuButton';
export { useConfirm, type ConfirmOptions } from './confirm/useConfirm';
export { SegmentedChoice } from './segmented/SegmentedChoice';
export { LoadingLines } from './skeleton/LoadingLines';
export * from './share';
