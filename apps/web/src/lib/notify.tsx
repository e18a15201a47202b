import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import classes from './notify.module.css';

/** Spec section 8: success notices on a dark background, errors red, both close after 3 s. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({
    title,
    message,
    icon: <IconCheck size={18} aria-hidden />,
    classNames: {
      root: classes.success,
      title: classes.title,
      description: classes.text,
      closeButton: classes.close,
      icon: classes.successIcon,
    },
  });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({
    title,
    message,
    icon: <IconX size={18} aria-hidden />,
    classNames: {
      root: classes.error,
      title: classes.title,
      description: classes.text,
      closeButton: classes.close,
      icon: classes.errorIcon,
    },
  });
}
