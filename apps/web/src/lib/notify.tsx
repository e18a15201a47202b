import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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

/** An undo toast outlives the spec's 3 s notices, so there is time to press it. */
export const UNDO_TOAST_MS = 6000;

/**
 * A success notice with an «Отменить» button (a deletion that can be taken back): pressing it closes
 * the notice and runs `onUndo`. `id` lets the caller close it when the undo happened elsewhere.
 */
export function notifyUndo({
  id,
  message,
  undoLabel,
  onUndo,
}: {
  id: string;
  message: ReactNode;
  undoLabel: string;
  onUndo: () => void;
}): void {
  notifications.show({
    id,
    autoClose: UNDO_TOAST_MS,
    icon: <IconCheck size={18} aria-hidden />,
    classNames: {
      root: classes.success,
      description: classes.text,
      closeButton: classes.close,
      icon: classes.successIcon,
    },
    message: (
      <Stack gap={8} align="flex-start">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Stack>
    ),
  });
}
