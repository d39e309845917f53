import { notification } from 'antd';

// Toasts: bottom-right, closing after 3 s (the spec's app toast container), pausing on hover.
// Loaded with the first toast: antd's notifications are not part of a shopper's first load.
notification.config({ placement: 'bottomRight', bottom: 84, duration: 3, pauseOnHover: true });

export { notification };
