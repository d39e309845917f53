/**
 * A toast from a screen (bottom-right, see notify.ts). antd's notifications load with the first
 * one: they are not in a shopper's first load.
 */
export const screenToast = {
  success: (title: string) => void import('./notify').then(({ notification }) => notification.success({ title })),
  error: (title: string) => void import('./notify').then(({ notification }) => notification.error({ title })),
};
