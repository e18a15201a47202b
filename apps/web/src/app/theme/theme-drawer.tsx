import {
  Box,
  Button,
  CheckIcon,
  ColorSwatch,
  Drawer,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  useMantineColorScheme,
  useMantineTheme,
} from '@mantine/core';
import {
  IconDeviceDesktop,
  IconMoon,
  IconRestore,
  IconSun,
  IconTextDirectionLtr,
  IconTextDirectionRtl,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from './create-app-theme.ts';
import classes from './theme-drawer.module.css';
import {
  type ColorSchemeSetting,
  type Direction,
  type FontSizeSetting,
  PRIMARY_COLORS,
  themeStore,
  useThemeSettings,
} from './theme-settings.ts';

function Setting({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <Stack gap={8}>
      <Text id={id} fw={600} size="sm">
        {label}
      </Text>
      {children(id)}
    </Stack>
  );
}

function SegmentLabel({ icon, text }: { icon?: ReactNode; text: string }) {
  return (
    <Group gap={6} justify="center" wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}

type ThemeDrawerProps = { opened: boolean; onClose: () => void };

/** Spec sections 3 and 9: appearance kept per browser; the drawer opens from the bottom. */
export function ThemeDrawer({ opened, onClose }: ThemeDrawerProps) {
  const { t } = useTranslation('theme');
  const settings = useThemeSettings();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const theme = useMantineTheme();

  function reset() {
    themeStore.reset();
    setColorScheme('light');
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
      radius="lg"
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      classNames={{ title: classes.title }}
      data-testid="theme-drawer"
    >
      <Box pb="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
          <Setting label={t('scheme.label')}>
            {(labelId) => (
              <SegmentedControl
                fullWidth
                aria-labelledby={labelId}
                value={colorScheme}
                onChange={(value) => setColorScheme(value as ColorSchemeSetting)}
                data={[
                  {
                    value: 'light',
                    label: <SegmentLabel icon={<IconSun size={16} aria-hidden />} text={t('scheme.light')} />,
                  },
                  {
                    value: 'dark',
                    label: <SegmentLabel icon={<IconMoon size={16} aria-hidden />} text={t('scheme.dark')} />,
                  },
                  {
                    value: 'auto',
                    label: (
                      <SegmentLabel
                        icon={<IconDeviceDesktop size={16} aria-hidden />}
                        text={t('scheme.auto')}
                      />
                    ),
                  },
                ]}
              />
            )}
          </Setting>

          <Setting label={t('direction.label')}>
            {(labelId) => (
              <SegmentedControl
                fullWidth
                aria-labelledby={labelId}
                value={settings.dir}
                onChange={(value) => themeStore.set({ dir: value as Direction })}
                data={[
                  {
                    value: 'ltr',
                    label: (
                      <SegmentLabel
                        icon={<IconTextDirectionLtr size={16} aria-hidden />}
                        text={t('direction.ltr')}
                      />
                    ),
                  },
                  {
                    value: 'rtl',
                    label: (
                      <SegmentLabel
                        icon={<IconTextDirectionRtl size={16} aria-hidden />}
                        text={t('direction.rtl')}
                      />
                    ),
                  },
                ]}
              />
            )}
          </Setting>

          <Setting label={t('color.label')}>
            {(labelId) => (
              <Group gap={10} role="group" aria-labelledby={labelId}>
                {PRIMARY_COLORS.map((color) => {
                  const checked = settings.color === color;
                  const swatch = color === 'default' ? BRAND[6] : theme.colors[color]?.[6];
                  return (
                    <Tooltip key={color} label={t(`color.${color}`)} position="top">
                      <ColorSwatch
                        component="button"
                        type="button"
                        aria-pressed={checked}
                        aria-label={t(`color.${color}`)}
                        color={swatch ?? BRAND[6]}
                        size={34}
                        className={classes.swatch}
                        onClick={() => themeStore.set({ color })}
                      >
                        {checked && <CheckIcon size={13} color="white" />}
                      </ColorSwatch>
                    </Tooltip>
                  );
                })}
              </Group>
            )}
          </Setting>

          <Setting label={t('fontSize.label')}>
            {(labelId) => (
              <SegmentedControl
                fullWidth
                aria-labelledby={labelId}
                value={settings.fontSize}
                onChange={(value) => themeStore.set({ fontSize: value as FontSizeSetting })}
                data={[
                  { value: 'sm', label: t('fontSize.sm') },
                  { value: 'md', label: t('fontSize.md') },
                  { value: 'lg', label: t('fontSize.lg') },
                ]}
              />
            )}
          </Setting>
        </SimpleGrid>
        <Group justify="flex-end" mt="xl">
          <Button variant="default" leftSection={<IconRestore size={18} aria-hidden />} onClick={reset}>
            {t('reset')}
          </Button>
          <Button onClick={onClose}>{t('done')}</Button>
        </Group>
      </Box>
    </Drawer>
  );
}
