import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_SECONDS, type Toast } from '@basalt/core';

type Kind = keyof Toast;

/**
 * Toasts for the whole app, drawn by the shell's antd App. Messages sent before it mounts wait in a queue;
 * the message text is the key, so the same message never shows twice at once.
 */
export function createToast() {
  let api: MessageInstance | undefined;
  const pending: Array<[Kind, string]> = [];
  const show = (kind: Kind, text: string) => {
    if (!api) {
      pending.push([kind, text]);
      return;
    }
    void api.open({ type: kind, content: text, key: `${kind}:${text}`, duration: TOAST_SECONDS });
  };
  const toast: Toast = {
    success: (text) => show('success', text),
    error: (text) => show('error', text),
    info: (text) => show('info', text),
    warning: (text) => show('warning', text),
  };
  return {
    toast,
    attach(instance: MessageInstance) {
      api = instance;
      // The message holder finishes mounting after the attaching component's effects: flush on the next task.
      setTimeout(() => pending.splice(0).forEach(([kind, text]) => show(kind, text)));
    },
  };
}
