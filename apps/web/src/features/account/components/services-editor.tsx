import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCash, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TalentService, UserTalent } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useServiceList } from '../../../shared/glossary/api/get-service-list.ts';
import { useAddTalentService } from '../api/add-talant-service.ts';
import { useDeleteTalentService } from '../api/delete-talant-service.ts';
import { useUpdateTalentService } from '../api/update-talant-service.ts';
import { messageOf, serverFieldErrors } from '../lib/form-errors.ts';
import { formatPrice } from '../lib/price.ts';
import { ServiceForm, type ServiceFormResult } from './service-form.tsx';
import classes from './services-editor.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; service: TalentService } | null;

function failure(error: unknown): string {
  return error instanceof Error ? messageOf(error.message) : String(error);
}

/** The talent's price list with add, change and delete (after a confirmation). */
export function ServicesEditor({ talent }: { talent: UserTalent }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const kinds = useServiceList(lang, talent.Code);
  const add = useAddTalentService();
  const update = useUpdateTalentService();
  const remove = useDeleteTalentService();
  const [editing, setEditing] = useState<Editing>(null);
  const services = talent.ListOfTalantService;

  async function submit(result: ServiceFormResult) {
    try {
      if (editing?.mode === 'edit') {
        await update.mutateAsync({ serviceId: editing.service.serviceId, ...result });
        notifySuccess(t('toast.serviceChanged'));
      } else {
        await add.mutateAsync({ talantCode: talent.Code, ...result });
        notifySuccess(t('toast.serviceAdded'));
      }
      setEditing(null);
      return undefined;
    } catch (error) {
      // Spec section 8: the same notice for a failed add, change or delete.
      notifyError(failure(error), t('toast.serviceFailed'));
      return serverFieldErrors(error, {
        COST_REQUIRED: 'cost',
        SERVICE_ALREADY_ADDED: 'serviceCode',
        UNKNOWN_SERVICE: 'serviceCode',
      });
    }
  }

  function confirmDelete(service: TalentService) {
    modals.openConfirmModal({
      title: t('services.deleteTitle'),
      children: <Text size="sm">{t('services.deleteText', { name: service.serviceName })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      radius: 'lg',
      onConfirm: async () => {
        try {
          await remove.mutateAsync(service.serviceId);
          notifySuccess(t('toast.serviceDeleted'));
        } catch (error) {
          notifyError(failure(error), t('toast.serviceFailed'));
        }
      },
    });
  }

  return (
    <Stack gap="sm">
      {services.length === 0 ? (
        <Paper withBorder radius="md" p="lg" className={classes.empty}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
              <IconCash size={22} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fw={600}>{t('services.emptyTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('services.emptyText')}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ) : (
        <ul className={classes.list} aria-label={t('services.listLabel')}>
          {services.map((service) => (
            <li key={service.serviceId} className={classes.item} data-testid="service-row">
              <Text fw={550} className={classes.name}>
                {service.serviceName}
              </Text>
              <Text
                fw={700}
                className={classes.price}
                data-by-agreement={service.costByAgreeFlag === 'Y' || undefined}
              >
                {formatPrice(service, lang, t)}
              </Text>
              <Group gap={4} wrap="nowrap" className={classes.actions}>
                <Tooltip label={t('services.edit')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('services.editNamed', { name: service.serviceName })}
                    onClick={() => setEditing({ mode: 'edit', service })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('actions.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('services.deleteNamed', { name: service.serviceName })}
                    onClick={() => confirmDelete(service)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setEditing({ mode: 'add' })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('services.add')}
      </Button>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('services.editTitle') : t('services.addTitle')}
        radius="lg"
        centered
      >
        {editing && (
          <ServiceForm
            kinds={kinds.data ?? []}
            taken={services.map((s) => s.serviceCode)}
            initial={editing.mode === 'edit' ? editing.service : undefined}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
