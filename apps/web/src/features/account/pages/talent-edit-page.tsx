import '@mantine/dates/styles.layer.css';
import { Anchor, Button, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCash, IconEye, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import type { UserTalent } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../components/not-found-page.tsx';
import { StatusView } from '../../../components/status-view.tsx';
import { TALENT_ICONS } from '../../../components/talent-icon.tsx';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes-prompt.tsx';
import { useUserInfo } from '../../../hooks/use-user-info.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { isTalentCode } from '../../../lib/talents.ts';
import { useAddUserTalent } from '../api/add-user-talant.ts';
import { useUserTalent } from '../api/get-user-talant.ts';
import { FormFooter } from '../components/form-footer.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { ServicesEditor } from '../components/services-editor.tsx';
import { talentColor, talentIcon, useConfirmDeleteTalent } from '../components/talent-card-list.tsx';
import { TalentDetailsFields, useTalentDetailsForm } from '../components/talent-details.tsx';
import { messageOf } from '../lib/form-errors.ts';
import { useEditBase } from '../lib/use-edit-base.ts';

function TalentEditor({ talent }: { talent: UserTalent }) {
  const { t } = useTranslation('account');
  const base = useEditBase();
  const navigate = useNavigate();
  const nick = useUserInfo().data?.NickName;
  const details = useTalentDetailsForm(talent);
  const dirty = details.form.isDirty();
  const confirmDelete = useConfirmDeleteTalent();
  const IconComponent = talentIcon(talent.Code);

  return (
    <Stack gap="lg">
      <UnsavedChangesPrompt when={dirty} />
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={60} radius="lg" variant="light" color={talentColor(talent.Code)} aria-hidden>
            <IconComponent size={32} stroke={1.5} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('talent.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {talent.Name}
            </Title>
          </Stack>
        </Group>
        {nick && (
          <Button
            component={Link}
            to={`/@${nick}`}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('page.viewProfile')}
          </Button>
        )}
      </Group>

      <form noValidate onSubmit={details.form.onSubmit((values) => void details.save(values))}>
        <SectionCard
          id="talent-details"
          icon={IconSparkles}
          title={t('talent.detailsTitle')}
          description={t('talent.detailsDescription')}
          footer={<FormFooter dirty={dirty} saving={details.saving} onReset={() => details.form.reset()} />}
        >
          <TalentDetailsFields talent={talent} form={details.form} />
        </SectionCard>
      </form>

      <SectionCard
        id="services"
        icon={IconCash}
        title={t('services.title')}
        description={t('services.description')}
      >
        <ServicesEditor talent={talent} />
      </SectionCard>

      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={`${base}/profile-edit`}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('talent.backToProfile')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => confirmDelete(talent, () => void navigate(`${base}/profile-edit#talents`))}
        >
          {t('talents.delete', { name: talent.Name })}
        </Button>
      </Group>
    </Stack>
  );
}

function MissingTalent({ code }: { code: string }) {
  const { t } = useTranslation(['account', 'common']);
  const base = useEditBase();
  const add = useAddUserTalent();
  const name = t(`common:talents.${code}.name` as never) as string;
  const IconComponent = isTalentCode(code) ? TALENT_ICONS[code] : IconSparkles;

  return (
    <StatusView
      icon={IconComponent}
      color={talentColor(code)}
      title={t('account:talent.missingTitle', { name })}
      description={t('account:talent.missingText')}
      actions={
        <>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
            onClick={async () => {
              try {
                await add.mutateAsync(code);
                notifySuccess(t('account:toast.talentAdded', { name }));
              } catch (error) {
                notifyError(
                  error instanceof Error ? messageOf(error.message) : String(error),
                  t('account:toast.saveError'),
                );
              }
            }}
          >
            {t('account:talent.addThis', { name })}
          </Button>
          <Button component={Link} to={`${base}/profile-edit`} variant="default">
            {t('account:talent.backToProfile')}
          </Button>
        </>
      }
    />
  );
}

/** /user/edit-talant/:talantCode: creative name, about, tools, styles and priced services of one talent. */
export default function TalentEditPage() {
  const { t } = useTranslation('account');
  const { talantCode } = useParams();
  const code = talantCode ?? '';
  const talent = useUserTalent(code, isTalentCode(code));
  const base = useEditBase();

  if (!isTalentCode(code)) return <NotFoundPage />;
  if (talent.data === null) return <MissingTalent code={code} />;

  return (
    <Container size={880} px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Anchor
        component={Link}
        to={`${base}/profile-edit#talents`}
        size="sm"
        c="dimmed"
        mb="md"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden /> {t('page.title')}
      </Anchor>
      {talent.isError ? (
        <Text c="red" role="alert">
          {t('state.loadFailed')}
        </Text>
      ) : talent.data ? (
        <TalentEditor key={talent.data.Code} talent={talent.data} />
      ) : (
        <Stack gap="lg" aria-busy="true" aria-label={t('state.loading')}>
          <Skeleton h={60} w={280} radius="md" />
          <Skeleton h={380} radius="lg" />
          <Skeleton h={200} radius="lg" />
        </Stack>
      )}
    </Container>
  );
}
