import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import type { UserTalent } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TALENT_COLORS, TALENT_ICONS } from '../../../components/talent-icon.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { isTalentCode } from '../../../lib/talents.ts';
import { useAddUserTalent } from '../api/add-user-talant.ts';
import { useDeleteUserTalent } from '../api/delete-user-talant.ts';
import { useAvailableTalents } from '../api/get-available-talants.ts';
import { useUserTalentList } from '../api/get-user-talant-list.ts';
import { messageOf } from '../lib/form-errors.ts';
import { useEditBase } from '../lib/use-edit-base.ts';
import { SectionCard } from './section-card.tsx';

export function talentIcon(code: string) {
  return isTalentCode(code) ? TALENT_ICONS[code] : IconSparkles;
}
export function talentColor(code: string) {
  return isTalentCode(code) ? TALENT_COLORS[code] : 'brand';
}

/** Asks, then deletes a talent with its tools, styles and services (spec section 5). */
export function useConfirmDeleteTalent() {
  const { t } = useTranslation('account');
  const remove = useDeleteUserTalent();
  return (talent: Pick<UserTalent, 'Code' | 'Name'>, onDeleted?: () => void) =>
    modals.openConfirmModal({
      title: t('talents.deleteTitle', { name: talent.Name }),
      children: <Text size="sm">{t('talents.deleteText')}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      radius: 'lg',
      onConfirm: async () => {
        try {
          await remove.mutateAsync(talent.Code);
          notifySuccess(t('toast.talentDeleted', { name: talent.Name }));
          onDeleted?.();
        } catch (error) {
          notifyError(
            error instanceof Error ? messageOf(error.message) : String(error),
            t('toast.saveError'),
          );
        }
      },
    });
}

function TalentCard({ talent }: { talent: UserTalent }) {
  const { t } = useTranslation('account');
  const base = useEditBase();
  const confirmDelete = useConfirmDeleteTalent();
  const IconComponent = talentIcon(talent.Code);
  const summary = [
    talent.ToolFieldKind
      ? t('talents.count', {
          label: t(`talent.toolLabel.${talent.ToolFieldKind}`),
          count: talent.ListOfTool.length,
        })
      : null,
    talent.ShowStyleFlag === 'Y'
      ? t('talents.count', { label: t('talent.styles'), count: talent.ListOfStyle.length })
      : null,
    t('talents.count', { label: t('services.listLabel'), count: talent.ListOfTalantService.length }),
  ].filter(Boolean);

  return (
    <Card withBorder radius="md" padding="md" data-testid={`talent-card-${talent.Code}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color={talentColor(talent.Code)} aria-hidden>
            <IconComponent size={24} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text fw={650} lineClamp={1}>
              {talent.Name}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {talent.CreativeName || t('talents.noCreativeName')}
            </Text>
          </Stack>
        </Group>
        <Tooltip label={t('talents.delete', { name: talent.Name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('talents.delete', { name: talent.Name })}
            onClick={() => confirmDelete(talent)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap={6} mt="sm">
        {summary.map((item) => (
          <Badge key={item} variant="light" color="gray" radius="sm" tt="none" fw={500}>
            {item}
          </Badge>
        ))}
      </Group>
      <Button
        component={Link}
        to={`${base}/edit-talant/${talent.Code}`}
        variant="light"
        mt="md"
        fullWidth
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={t('talents.editNamed', { name: talent.Name })}
      >
        {t('talents.edit')}
      </Button>
    </Card>
  );
}

/** «Add a talent»: a menu of the talents the user does not have yet; opens the new talent's page. */
export function AddTalentMenu({ onAdded }: { onAdded?: (code: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const available = useAvailableTalents(lang);
  const add = useAddUserTalent();
  const navigate = useNavigate();
  const base = useEditBase();

  async function addTalent(code: string, name: string) {
    try {
      await add.mutateAsync(code);
      notifySuccess(t('toast.talentAdded', { name }));
      if (onAdded) onAdded(code);
      else void navigate(`${base}/edit-talant/${code}`);
    } catch (error) {
      notifyError(error instanceof Error ? messageOf(error.message) : String(error), t('toast.saveError'));
    }
  }

  const list = available.data ?? [];
  return (
    <Menu position="bottom-end" width={260} shadow="lg" radius="md" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={add.isPending}
          disabled={available.isSuccess && list.length === 0}
        >
          {t('talents.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {list.map((talent) => {
          const IconComponent = talentIcon(talent.Code);
          return (
            <Menu.Item
              key={talent.Code}
              leftSection={<IconComponent size={18} aria-hidden />}
              onClick={() => void addTalent(talent.Code, talent.Name)}
            >
              {talent.Name}
            </Menu.Item>
          );
        })}
        {available.isLoading && <Menu.Label>{t('state.loading')}</Menu.Label>}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Section «Таланты» of profile-edit: cards with edit links, add and delete. */
export function TalentsSection() {
  const { t } = useTranslation('account');
  const talents = useUserTalentList();
  const list = talents.data ?? [];

  return (
    <SectionCard
      id="talents"
      icon={IconSparkles}
      title={t('sections.talents')}
      description={t('talents.description')}
      actions={<AddTalentMenu />}
    >
      {talents.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={150} radius="md" />
          <Skeleton h={150} radius="md" />
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Stack align="center" gap={4} py="lg">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconSparkles size={28} />
          </ThemeIcon>
          <Text fw={600} mt="xs">
            {t('talents.emptyTitle')}
          </Text>
          <Text size="sm" c="dimmed" ta="center" maw={420}>
            {t('talents.emptyText')}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {list.map((talent) => (
            <TalentCard key={talent.Code} talent={talent} />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
