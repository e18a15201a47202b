import { Checkbox, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UserTalent } from '@talanty/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify.tsx';
import { TALENT_CODES } from '../../../../lib/talents.ts';
import { invalidateUserData } from '../../../../shared/account/api/invalidate-user-data.ts';
import { addUserTalant } from '../../api/add-user-talant.ts';
import { deleteUserTalant } from '../../api/delete-user-talant.ts';
import { useAvailableTalents } from '../../api/get-available-talants.ts';
import { messageOf } from '../../lib/form-errors.ts';
import classes from '../onboarding-wizard.module.css';
import { talentColor, talentIcon } from '../talent-card-list.tsx';
import { StepActions } from './step-actions.tsx';
import type { StepNav } from './steps.ts';
export function TalentsStep({ talents, nav }: { talents: UserTalent[]; nav: StepNav }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const available = useAvailableTalents(i18n.language === 'en' ? 'en' : 'ru');
  const names = new Map<string, string>([
    ...(available.data ?? []).map((talent) => [talent.Code, talent.Name] as const),
    ...talents.map((talent) => [talent.Code, talent.Name] as const),
  ]);
  const nameOf = (code: string) => names.get(code) ?? (t(`common:talents.${code}.name` as never) as string);
  const client = useQueryClient();
  const saved = talents.map((talent) => talent.Code);
  const [picked, setPicked] = useState<string[]>(saved);
  const [busy, setBusy] = useState(false);

  function toggle(code: string) {
    if (!picked.includes(code)) return setPicked([...picked, code]);
    if (!saved.includes(code)) return setPicked(picked.filter((c) => c !== code));
    const name = nameOf(code);
    // Spec section 5: a talent already saved is deleted only after a confirmation.
    modals.openConfirmModal({
      title: t('account:talents.deleteTitle', { name }),
      children: <Text size="sm">{t('account:talents.deleteText')}</Text>,
      labels: { confirm: t('account:actions.delete'), cancel: t('account:actions.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      radius: 'lg',
      onConfirm: async () => {
        try {
          await deleteUserTalant(code);
          await invalidateUserData(client);
          setPicked((current) => current.filter((c) => c !== code));
          notifySuccess(t('account:toast.talentDeleted', { name }));
        } catch (error) {
          notifyError(
            error instanceof Error ? messageOf(error.message) : String(error),
            t('account:toast.saveError'),
          );
        }
      },
    });
  }

  async function next() {
    setBusy(true);
    const added: string[] = [];
    try {
      for (const code of picked) {
        if (saved.includes(code)) continue;
        await addUserTalant(code);
        added.push(code);
      }
      await invalidateUserData(client);
      const focus = added[0] ?? picked[0];
      await nav.complete('TALENTS', focus ? { MasterLastAddedTalentCode: focus } : {});
    } catch (error) {
      await invalidateUserData(client);
      notifyError(
        error instanceof Error ? messageOf(error.message) : String(error),
        t('account:toast.saveError'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 5 }}
        spacing="sm"
        role="group"
        aria-label={t('account:onboarding.talentsLabel')}
      >
        {TALENT_CODES.map((code) => {
          const IconComponent = talentIcon(code);
          const checked = picked.includes(code);
          const name = nameOf(code);
          return (
            <UnstyledButton
              key={code}
              role="checkbox"
              aria-checked={checked}
              onClick={() => toggle(code)}
              className={classes.talentTile}
              data-checked={checked || undefined}
              data-testid={`talent-tile-${code}`}
            >
              <Checkbox
                checked={checked}
                readOnly
                tabIndex={-1}
                aria-hidden
                className={classes.tileCheck}
                size="xs"
              />
              <ThemeIcon
                size={48}
                radius="md"
                variant={checked ? 'filled' : 'light'}
                color={talentColor(code)}
                aria-hidden
              >
                <IconComponent size={26} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600} size="sm" ta="center">
                {name}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {picked.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('account:onboarding.pickOne')}
        </Text>
      )}
      <StepActions
        onBack={nav.back}
        onSkip={() => void nav.complete('TALENTS')}
        nextType="button"
        onNext={() => void next()}
        nextDisabled={picked.length === 0}
        loading={busy}
      />
    </Stack>
  );
}
