import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_SECONDS } from '@basalt/core';
import { createToast } from './toast';

function messageApi() {
  const open = jest.fn();
  return { open, api: { open } as unknown as MessageInstance };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('toast', () => {
  it('shows a toast of its kind for the toast duration, keyed by kind and text', () => {
    const { toast, attach } = createToast();
    const { open, api } = messageApi();
    attach(api);
    toast.error('Some error occurred');
    toast.success('Saved');
    expect(open.mock.calls).toEqual([
      [{ type: 'error', content: 'Some error occurred', key: 'error:Some error occurred', duration: TOAST_SECONDS }],
      [{ type: 'success', content: 'Saved', key: 'success:Saved', duration: TOAST_SECONDS }],
    ]);
  });

  it('keeps toasts sent before the host mounted and shows them, in order, once it has', async () => {
    const { toast, attach } = createToast();
    toast.warning('first');
    toast.info('second');
    const { open, api } = messageApi();
    attach(api);
    expect(open).not.toHaveBeenCalled();
    await nextTask();
    expect(open.mock.calls.map(([config]) => [config.type, config.content])).toEqual([
      ['warning', 'first'],
      ['info', 'second'],
    ]);
    await nextTask();
    expect(open).toHaveBeenCalledTimes(2);
  });
});
