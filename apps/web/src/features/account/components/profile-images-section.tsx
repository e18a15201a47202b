import {
  Avatar,
  Box,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconPhoto, IconPhotoEdit, IconTrash, IconUserCircle } from '@tabler/icons-react';
import type { Profile } from '@talanty/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.tsx';
import { useSetUserAvatar } from '../../../shared/account/api/set-avatar.ts';
import { useSetUserHeader } from '../../../shared/account/api/set-header.ts';
import { useSetUserCfg } from '../api/set-cfg.ts';
import { messageOf } from '../lib/form-errors.ts';
import { ImageUploadModal } from './image-upload-modal.tsx';
import classes from './profile-images.module.css';
import { SectionCard } from './section-card.tsx';

export const HEADER_SWATCHES = [
  '#7e2bcd',
  '#c2255c',
  '#e8590c',
  '#f08c00',
  '#2f9e44',
  '#0c8599',
  '#1971c2',
  '#4263eb',
  '#212529',
  '#862e9c',
];

function initials(profile: Pick<Profile, 'FirstName' | 'LastName' | 'NickName'>): string {
  const first = profile.FirstName?.trim()[0] ?? profile.NickName[0] ?? '';
  const last = profile.LastName?.trim()[0] ?? '';
  return `${first}${last}`.toUpperCase();
}

function errorText(error: unknown): string {
  return error instanceof Error ? messageOf(error.message) : String(error);
}

type AvatarEditorProps = {
  profile: Profile;
  size?: number /** Pulled up over the header preview. */;
  overlap?: boolean;
};

/** The avatar with its upload-and-crop, remove and neon-frame controls (also the onboarding's last step). */
export function AvatarEditor({ profile, size = 112, overlap = false }: AvatarEditorProps) {
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  const setAvatar = useSetUserAvatar();
  const setCfg = useSetUserCfg();
  const neon = profile.ListOfUserCFGParams.AvatarNeonFrameFlag === 'Y';

  async function apply(fileId: string | null) {
    try {
      await setAvatar.mutateAsync(fileId);
      notifySuccess(fileId ? t('toast.avatarSaved') : t('toast.avatarRemoved'));
    } catch (error) {
      notifyError(errorText(error), t('toast.avatarFailed'));
      throw error;
    }
  }

  async function toggleNeon(value: boolean) {
    try {
      await setCfg.mutateAsync({ AvatarNeonFrameFlag: value ? 'Y' : 'N' });
      notifySuccess(t('toast.saved'));
    } catch (error) {
      notifyError(errorText(error), t('toast.saveError'));
    }
  }

  return (
    <Group gap="lg" align={overlap ? 'flex-start' : 'center'}>
      <Box
        className={classes.avatarWrap}
        data-neon={neon || undefined}
        data-overlap={overlap || undefined}
        style={{ width: size, height: size }}
      >
        <Avatar
          src={profile.Avatar}
          alt={profile.Avatar ? t('images.avatarAlt') : ''}
          size={size}
          radius={size}
          color="brand"
          variant="filled"
          className={classes.avatar}
        >
          {initials(profile) || <IconUserCircle size={size / 2} aria-hidden />}
        </Avatar>
      </Box>
      <Stack gap="xs">
        <Group gap="xs">
          <Button leftSection={<IconPhotoEdit size={16} aria-hidden />} onClick={() => setOpened(true)}>
            {profile.Avatar ? t('images.changeAvatar') : t('images.uploadAvatar')}
          </Button>
          {profile.Avatar && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={setAvatar.isPending}
              onClick={() => void apply(null).catch(() => {})}
            >
              {t('images.remove')}
            </Button>
          )}
        </Group>
        <Switch
          label={t('images.neon')}
          description={t('images.neonHint')}
          checked={neon}
          disabled={setCfg.isPending}
          onChange={(event) => void toggleNeon(event.currentTarget.checked)}
        />
      </Stack>
      <ImageUploadModal kind="avatar" opened={opened} onClose={() => setOpened(false)} onUploaded={apply} />
    </Group>
  );
}

/** Section «Фото и обложка»: a live preview of the profile header with its avatar, and their controls. */
export function ProfileImagesSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  const setHeader = useSetUserHeader();
  const [custom, setCustom] = useState(profile.HeaderColor ?? '');

  async function applyHeader(body: { color: string | null; imgId: string | null }, success: string) {
    try {
      await setHeader.mutateAsync(body);
      notifySuccess(success);
    } catch (error) {
      notifyError(errorText(error), t('toast.saveError'));
      throw error;
    }
  }

  const background = profile.HeaderURL
    ? { backgroundImage: `url("${profile.HeaderURL}")` }
    : profile.HeaderColor
      ? { background: profile.HeaderColor }
      : undefined;

  return (
    <SectionCard
      id="images"
      icon={IconPhoto}
      title={t('sections.images')}
      description={t('images.description')}
    >
      <Stack gap="lg">
        <Box className={classes.header} style={background} data-default={!background || undefined}>
          <span className={classes.srOnly}>{t('images.headerPreview')}</span>
        </Box>
        <Box className={classes.overlap}>
          <AvatarEditor profile={profile} overlap />
        </Box>
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('images.headerLabel')}
          </Text>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPhotoEdit size={16} aria-hidden />}
              onClick={() => setOpened(true)}
            >
              {profile.HeaderURL ? t('images.changeHeader') : t('images.uploadHeader')}
            </Button>
            {(profile.HeaderURL || profile.HeaderColor) && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={setHeader.isPending}
                onClick={() =>
                  void applyHeader({ color: null, imgId: null }, t('toast.headerRemoved')).catch(() => {})
                }
              >
                {t('images.removeHeader')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed" id="header-colour-label">
            {profile.HeaderURL ? t('images.colourReplaces') : t('images.colourLabel')}
          </Text>
          <Group gap={8} role="radiogroup" aria-labelledby="header-colour-label">
            {HEADER_SWATCHES.map((color) => {
              const active = !profile.HeaderURL && profile.HeaderColor?.toLowerCase() === color;
              return (
                <Tooltip key={color} label={color} position="top">
                  <UnstyledButton
                    role="radio"
                    aria-checked={active}
                    aria-label={t('images.colourOption', { color })}
                    className={classes.swatch}
                    onClick={() =>
                      void applyHeader({ color, imgId: null }, t('toast.headerSaved')).catch(() => {})
                    }
                  >
                    <ColorSwatch color={color} size={32}>
                      {active && <IconCheck size={16} color="white" aria-hidden />}
                    </ColorSwatch>
                  </UnstyledButton>
                </Tooltip>
              );
            })}
            <ColorInput
              aria-label={t('images.customColour')}
              placeholder="#RRGGBB"
              format="hex"
              w={150}
              value={custom}
              onChange={setCustom}
              swatches={HEADER_SWATCHES}
              onChangeEnd={(color) => {
                if (/^#[0-9a-f]{6}$/i.test(color))
                  void applyHeader({ color, imgId: null }, t('toast.headerSaved')).catch(() => {});
              }}
            />
          </Group>
        </Stack>
      </Stack>
      <ImageUploadModal
        kind="header"
        opened={opened}
        onClose={() => setOpened(false)}
        onUploaded={(imgId) => applyHeader({ color: profile.HeaderColor, imgId }, t('toast.headerSaved'))}
      />
    </SectionCard>
  );
}
