import { Button, Code, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash, IconX } from '@tabler/icons-react';
import { DELETE_CONFIRMATION_WORD } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../api/delete-account.ts';
import { errorMessage, messageOf, serverFieldErrors } from '../lib/form-errors.ts';

type DeleteAccountModalProps = {
  opened: boolean;
  nickName: string;
  onClose: () => void;
  /** Called once the server has deleted the account. */
  onDeleted: () => void;
};

/** The last step: the person types DELETE and the password; the button stays disabled until both are there. */
export function DeleteAccountModal({ opened, nickName, onClose, onDeleted }: DeleteAccountModalProps) {
  const { t } = useTranslation('settings');
  const remove = useDeleteAccount();
  const form = useForm({
    initialValues: { confirm: '', password: '' },
    validate: {
      confirm: (value) =>
        value === DELETE_CONFIRMATION_WORD ? null : messageOf('DELETE_CONFIRMATION_REQUIRED'),
      password: (value) => (value ? null : messageOf('PASSWORD_REQUIRED')),
    },
  });
  const { confirm, password } = form.getValues();
  const ready = confirm === DELETE_CONFIRMATION_WORD && password.length > 0;

  const close = () => {
    if (remove.isPending) return;
    form.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('danger.modalTitle')}
      centered
      radius="lg"
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          try {
            await remove.mutateAsync({ password: values.password, confirm: DELETE_CONFIRMATION_WORD });
            onDeleted();
          } catch (error) {
            const fields = serverFieldErrors(error);
            if (Object.keys(fields).length > 0) form.setErrors(fields);
            else form.setFieldError('password', errorMessage(error));
          }
        })}
      >
        <Stack gap="md">
          <Text size="sm">{t('danger.lead', { nickname: nickName })}</Text>
          <List
            size="sm"
            spacing={6}
            styles={{ itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 2 } }}
            icon={<IconX size={16} color="var(--mantine-color-red-6)" aria-hidden />}
          >
            <List.Item>{t('danger.items.profile')}</List.Item>
            <List.Item>{t('danger.items.talents')}</List.Item>
            <List.Item>{t('danger.items.files')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('danger.after')}
          </Text>
          <TextInput
            label={
              <>
                {t('danger.confirmLabel')}{' '}
                <Code fz="sm" fw={700}>
                  {DELETE_CONFIRMATION_WORD}
                </Code>
              </>
            }
            description={t('danger.confirmHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-autofocus
            data-testid="delete-confirm"
            {...form.getInputProps('confirm')}
          />
          <PasswordInput
            label={t('danger.password')}
            autoComplete="current-password"
            data-testid="delete-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('danger.cancel')}
            </Button>
            <Button
              type="submit"
              color="red.8"
              disabled={!ready}
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden />}
            >
              {t('danger.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
