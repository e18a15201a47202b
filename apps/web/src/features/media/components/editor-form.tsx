import {
  ActionIcon,
  type ActionIconProps,
  Alert,
  type AlertProps,
  Button,
  Group,
  type GroupProps,
  Modal,
  type ModalProps,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Icon, IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Form pieces the audio, video and photo editors share: the edit dialog, the save error, the buttons. */

/** An editor's edit dialog: centred, full screen on a phone. */
export function EditorModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: ModalProps['size'];
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      radius="lg"
      fullScreen={phone}
      centered
    >
      {children}
    </Modal>
  );
}

/** Why saving failed; nothing when it did not. */
export function SaveError({ message, radius }: { message: string | null; radius?: AlertProps['radius'] }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius={radius}
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
    >
      {message}
    </Alert>
  );
}

/** Cancel and save. Without `onSave` the save button submits the surrounding form. */
export function FormActions({
  cancelLabel,
  saveLabel,
  onCancel,
  onSave,
  saving,
  saveDisabled,
  justify = 'flex-end',
  className,
}: {
  cancelLabel: string;
  saveLabel: string;
  onCancel: () => void;
  onSave?: () => void;
  saving: boolean;
  saveDisabled?: boolean;
  justify?: GroupProps['justify'];
  className?: string;
}) {
  return (
    <Group justify={justify} gap="sm" className={className}>
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {cancelLabel}
      </Button>
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={saving} disabled={saveDisabled}>
        {saveLabel}
      </Button>
    </Group>
  );
}

/** An icon button with a tooltip; `label` names it for screen readers (usually with the file's name). */
export function TipAction({
  tip,
  label,
  icon: IconComponent,
  onClick,
  color = 'gray',
  size,
  disabled = false,
}: {
  tip: string;
  label: string;
  icon: Icon;
  onClick: () => void;
  color?: string;
  size?: ActionIconProps['size'];
  /** Off, still focusable so its tooltip can say why. */
  disabled?: boolean;
}) {
  return (
    <Tooltip label={tip} withinPortal>
      <ActionIcon
        variant="subtle"
        color={color}
        size={size}
        onClick={disabled ? undefined : onClick}
        aria-label={label}
        aria-disabled={disabled || undefined}
        data-disabled={disabled || undefined}
      >
        <IconComponent size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
