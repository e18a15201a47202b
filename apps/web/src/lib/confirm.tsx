import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Spec section 5: asks before anything is deleted or thrown away; the red button does it. */
export function confirmDanger({
  title,
  text,
  confirm,
  cancel,
  onConfirm,
}: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title,
    centered: true,
    radius: 'lg',
    children: <Text size="sm">{text}</Text>,
    labels: { confirm, cancel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
