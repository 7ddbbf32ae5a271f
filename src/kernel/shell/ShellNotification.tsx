// Toasts: react-admin's notification, one at a time, bottom centre, closing after 5 s.
import { Notification, type NotificationProps } from 'react-admin';
import { TOAST_AUTO_CLOSE_MS } from '../constants';

export function ShellNotification(props: NotificationProps) {
  return (
    <Notification
      {...props}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
}
